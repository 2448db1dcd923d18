// Keys no command may take, by who owns them: the browser acts on them before (or instead of) the page, and
// the data table and the keyboard's focus moves use them in every list. The rebind dialog refuses them; the
// defaults are checked against them too (reserved-keys.test.ts).

export type ReservedKeys = { owner: "browser" | "table"; keys: readonly string[] };

const TABS = ["1", "2", "3", "4", "5", "6", "7", "8", "9"].map((n) => `mod+${n}`);

export const RESERVED_KEYS: readonly ReservedKeys[] = [
  {
    owner: "browser",
    keys: [
      ...["mod+w", "mod+shift+w", "mod+t", "mod+shift+t", "mod+n", "mod+shift+n", "mod+q"],
      ...["ctrl+tab", "ctrl+shift+tab", "ctrl+pageup", "ctrl+pagedown", ...TABS],
      ...["mod+l", "alt+d", "f6", "mod+r", "mod+shift+r", "f5", "mod+f5", "f11", "f12", "mod+shift+i"],
      ...["mod+f", "mod+p", "mod+h", "mod+j", "mod+d", "mod+u", "mod+o", "mod+plus", "mod+-", "mod+0"],
      ...["alt+arrowleft", "alt+arrowright", "alt+home", "alt+f4"],
    ],
  },
  {
    owner: "table",
    keys: [
      ...["arrowup", "arrowdown", "pageup", "pagedown", "home", "end"].flatMap((key) => [
        key,
        `shift+${key}`,
      ]),
      ...["space", "shift+space", "enter", "escape", "tab", "shift+tab", "mod+a", "contextmenu", "shift+f10"],
    ],
  },
];
