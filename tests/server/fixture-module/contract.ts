import { z } from "zod";
import { defineCalls } from "../../../src/contract/define.ts";

// A module written the way a new one is: its call declarations in one isomorphic file...

export const note = z.object({ note_id: z.int(), text: z.string() });

export const notesCalls = defineCalls("notes", {
  listNotes: {
    summary: "Every note",
    method: "GET",
    path: "/notes",
    result: z.array(note),
    access: "signed-in",
  },
  addNote: {
    summary: "Adds a note",
    method: "POST",
    path: "/notes",
    body: z.object({ text: z.string().trim().min(1).max(200) }),
    result: note,
    access: { module: "dummy", privilege: "new" },
    status: 201,
  },
  getNote: {
    summary: "One note",
    method: "GET",
    path: "/notes/:note_id",
    params: z.object({ note_id: z.coerce.number<number>().int().positive() }),
    result: note,
    errors: ["not_found"],
    access: "signed-in",
  },
});
