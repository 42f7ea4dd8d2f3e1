/** One line of the live transcript. pending: a placeholder whose text has not arrived yet. */
export interface TranscriptLine {
  id: string;
  role: "user" | "assistant";
  text: string;
  pending?: boolean;
}

interface Item {
  id: string;
  /** null for items that are not transcript lines (function calls and their outputs). */
  role: "user" | "assistant" | null;
  text: string | null;
}

/**
 * The conversation as the realtime service orders it: each item names the item before it
 * (previous_item_id). A user's spoken turn is added before the customer's answer, but its
 * transcription often arrives after the answer: the item waits as a placeholder in its place.
 */
export class TranscriptOrder {
  private readonly items: Item[] = [];

  /** Places an item after previous_item_id (null: first; unknown: at the end). Known ids are moved. */
  place(id: string, role: Item["role"], previousItemId: string | null | undefined, text: string | null = null): void {
    const existingIndex = this.items.findIndex((item) => item.id === id);
    let item: Item = { id, role, text };
    if (existingIndex >= 0) {
      const existing = this.items[existingIndex] as Item;
      item = { id, role: existing.role ?? role, text: existing.text ?? text };
      if (previousItemId === undefined) {
        this.items[existingIndex] = item;
        return;
      }
      this.items.splice(existingIndex, 1);
    }
    if (previousItemId === null) {
      this.items.unshift(item);
      return;
    }
    const previousIndex =
      previousItemId === undefined ? -1 : this.items.findIndex((other) => other.id === previousItemId);
    if (previousIndex >= 0) this.items.splice(previousIndex + 1, 0, item);
    else this.items.push(item);
  }

  /** Sets an item's text (a late transcription fills its placeholder; unknown items go at the end). */
  fill(id: string, role: "user" | "assistant", text: string): void {
    const item = this.items.find((other) => other.id === id);
    if (item) {
      item.text = text;
      item.role ??= role;
    } else {
      this.items.push({ id, role, text });
    }
  }

  /** Text still missing for a finished response: the placeholder is dropped rather than left waiting. */
  settle(id: string): void {
    const item = this.items.find((other) => other.id === id);
    if (item && item.text === null) item.text = "";
  }

  has(id: string): boolean {
    return this.items.some((item) => item.id === id);
  }

  isPending(id: string): boolean {
    return this.items.some((item) => item.id === id && item.text === null);
  }

  /** Transcript lines in conversation order; empty settled lines are left out. */
  lines(): TranscriptLine[] {
    const lines: TranscriptLine[] = [];
    for (const item of this.items) {
      if (item.role === null) continue;
      if (item.text === null) lines.push({ id: item.id, role: item.role, text: "", pending: true });
      else if (item.text.trim() !== "") lines.push({ id: item.id, role: item.role, text: item.text });
    }
    return lines;
  }
}
