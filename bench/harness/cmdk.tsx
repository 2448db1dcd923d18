// The peer of the palette typing benchmark: stock cmdk with its default filtering (command-score) over the
// same 10,000 candidates, every item rendered as cmdk expects.
import "./harness.css";
import { Command } from "cmdk";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { makeCandidates } from "./rows";

const count = Number(new URLSearchParams(location.search).get("items") ?? 10_000);
const candidates = makeCandidates(count);

function Peer() {
  return (
    <Command label="stock cmdk" className="mx-auto mt-8 max-w-xl rounded-lg border">
      <Command.Input autoFocus className="h-11 w-full border-b px-3 text-sm outline-none" />
      <Command.List className="max-h-[400px] overflow-y-auto p-1">
        <Command.Empty>Sin resultados</Command.Empty>
        <Command.Group heading="Candidatos">
          {candidates.map((candidate) => (
            <Command.Item
              key={candidate.id}
              value={`${candidate.label} ${candidate.detail}`}
              className="flex h-10 items-center gap-2 rounded-md px-2 text-sm data-[selected=true]:bg-accent"
            >
              <span>{candidate.label}</span>
              <span className="text-xs text-muted-foreground">{candidate.detail}</span>
            </Command.Item>
          ))}
        </Command.Group>
      </Command.List>
    </Command>
  );
}

const root = document.getElementById("root");
if (root)
  createRoot(root).render(
    <StrictMode>
      <Peer />
    </StrictMode>,
  );
