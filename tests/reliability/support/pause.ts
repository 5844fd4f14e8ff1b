/** Waits the given time (the reliability tests pace their loads and polls with it). */
export function pause(milliseconds: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, milliseconds));
}
