import { addAllTexts } from "./all-texts";
import { i18n } from "./index";

// Unit tests render screens synchronously, without the start-up and sign-in steps that load the texts the
// console shows (src/i18n/text-loader.ts): every text is there from the start, as a built console has it once
// signed in. src/i18n/text-loader.test.ts checks the loading itself on instances of its own.
addAllTexts(i18n);
