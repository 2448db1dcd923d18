import { useGlobalElements } from "../commands/globals";

/** The modules' global elements (manifest `globals`), on every screen. */
export function GlobalElements() {
  const elements = useGlobalElements();
  return elements.map((Element) => <Element key={Element.displayName ?? Element.name} />);
}
