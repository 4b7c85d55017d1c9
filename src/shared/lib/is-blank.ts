/** Whether a query (or any text a visitor typed) says nothing: empty or spaces only. */
export function isBlank(text: string): boolean {
  return text.trim() === '';
}
