// @vitest-environment happy-dom
import { act, cleanup, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import "../shell/modules";
import { executeCommand } from "../commands/execute";
import { signIn } from "../commands/testing/session-fixture";
import { openScreen } from "./intents";
import { paneKindId } from "./kinds";
import { focusedPane, markWorkspaceMounted, openPane, paneCount, resetWorkspace } from "./store";
import { useUnsavedPane } from "./unsaved";

const USERS = paneKindId("system.users");
const LOGS = paneKindId("system.logs");

function Editor({ paneId, dirty }: { paneId: string; dirty: boolean }) {
  useUnsavedPane(paneId, dirty);
  return null;
}

/** A pane showing users, its screen holding unsaved work while `dirty`. */
function editorPane(dirty: boolean, placement?: "right") {
  const id = openPane(USERS, {}, { placement });
  const view = render(<Editor paneId={id} dirty={dirty} />);
  return { id, view };
}

/** The browser's own question (no confirm dialog is mounted here): answers `answer`. */
function stubConfirm(answer = true) {
  const confirm = vi.fn((_text?: string) => answer);
  vi.stubGlobal("confirm", confirm);
  return confirm;
}

let unmount: () => void;
beforeEach(() => {
  resetWorkspace();
  signIn("root");
  unmount = markWorkspaceMounted();
});
afterEach(() => {
  cleanup();
  unmount();
  vi.unstubAllGlobals();
});

describe("a pane holding unsaved work", () => {
  it("is replaced at once when nothing is unsaved", () => {
    const confirm = stubConfirm();
    editorPane(false);
    openScreen(LOGS);
    expect(focusedPane()?.kind).toBe("system.logs");
    expect(confirm).not.toHaveBeenCalled();
  });

  it("keeps its screen when the operator backs out of leaving, and is replaced once they confirm", async () => {
    const confirm = stubConfirm(false);
    editorPane(true);
    await act(async () => openScreen(LOGS));
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining("Cambios sin guardar"));
    expect(focusedPane()?.kind).toBe("system.users");
    confirm.mockImplementation(() => true);
    await act(async () => openScreen(LOGS));
    expect(focusedPane()?.kind).toBe("system.logs");
  });

  it("asks nothing when the new screen opens beside it", async () => {
    const confirm = stubConfirm();
    editorPane(true);
    await act(async () => openScreen(LOGS, {}, { placement: "right" }));
    expect(paneCount()).toBe(2);
    expect(confirm).not.toHaveBeenCalled();
  });

  it("is closed by the close command only once the operator confirms", async () => {
    const confirm = stubConfirm(false);
    openPane(LOGS);
    const { id } = editorPane(true, "right");
    await act(() => executeCommand("workspace.closePane", "keyboard"));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(paneCount()).toBe(2);
    confirm.mockImplementation(() => true);
    await act(() => executeCommand("workspace.closePane", "keyboard"));
    await vi.waitFor(() => expect(paneCount()).toBe(1));
    expect(focusedPane()?.id).not.toBe(id);
  });

  it("stops asking once its screen has nothing unsaved", async () => {
    const confirm = stubConfirm();
    const { id, view } = editorPane(true);
    view.rerender(<Editor paneId={id} dirty={false} />);
    openScreen(LOGS);
    expect(focusedPane()?.kind).toBe("system.logs");
    expect(confirm).not.toHaveBeenCalled();
  });
});
