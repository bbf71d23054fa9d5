// A stand-in for asking the server for a card's figures again: the cards example waits on this promise (a test
// replaces it with one it resolves itself).
export function reloadCard(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 1200));
}
