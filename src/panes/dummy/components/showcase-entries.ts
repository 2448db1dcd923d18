import { ButtonsDemo, StatusDemo, TableDemo } from "./display-demos";
import { InputsDemo, MultiSelectDemo, RadioOptionDemo, TagsDemo, TouchSpinDemo } from "./form-demos";
import { DialogDemo, ToastsDemo } from "./overlay-demos";
import type { ShowcaseEntry } from "./showcase-section";

// The console's kit, one section per primitive, in the order a form is built: the keys listed are the ones
// the live component honours (its tests check them).
export const SHOWCASE: readonly ShowcaseEntry[] = [
  {
    id: "buttons",
    keys: ["tab", "press"],
    Demo: ButtonsDemo,
  },
  {
    id: "inputs",
    keys: ["tab", "type"],
    Demo: InputsDemo,
  },
  {
    id: "tags",
    keys: ["add", "removeLast", "remove"],
    Demo: TagsDemo,
  },
  {
    id: "multi",
    keys: ["open", "move", "toggle", "page", "close"],
    Demo: MultiSelectDemo,
  },
  {
    id: "spin",
    keys: ["step", "page", "bounds"],
    Demo: TouchSpinDemo,
  },
  {
    id: "radio",
    keys: ["enter", "move"],
    Demo: RadioOptionDemo,
  },
  { id: "status", keys: [], Demo: StatusDemo },
  {
    id: "table",
    keys: ["move", "select", "all", "menu"],
    Demo: TableDemo,
  },
  {
    id: "dialog",
    keys: ["trap", "close"],
    Demo: DialogDemo,
  },
  {
    id: "toasts",
    keys: ["focus", "leave"],
    Demo: ToastsDemo,
  },
];
