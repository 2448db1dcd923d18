import { z } from "zod";
import { defineCalls } from "../../../src/contract/define.ts";
import { defineErrors } from "../../../src/contract/define-errors.ts";

// A module written the way a new one is: its error codes and its call declarations in one isomorphic file...

export const notesErrors = defineErrors("notes", {
  note_exists: {
    status: 409,
    es: "Ya existe una nota con ese texto.",
    en: "A note with that text already exists.",
  },
});

// Its codes join ErrorCode from here: the catalogue's list (src/contract/errors.ts) is not edited.
declare module "../../../src/contract/errors.ts" {
  interface OutsideErrorCodes {
    note_exists: true;
  }
}

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
    errors: ["note_exists"],
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
