// Copying a value the page shows (a referral link, a secret shown once) to the clipboard.

/** copies the text; without the clipboard API (an insecure context, a denied permission), the older way on the field */
export async function copyText(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    field?.select();
    return document.execCommand?.("copy") ?? false;
  }
}
