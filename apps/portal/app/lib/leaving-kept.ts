// "Masuk lagi" leaves the page after keeping its unsaved forms (kept-forms.ts): nothing is lost, so a form's
// "leave this page?" prompt must not ask. The flag lasts as long as the page: the logout replaces the document.

let formsKept = false;

/** The page's unsaved forms are kept and the page is being left on purpose. */
export function leaveWithFormsKept(): void {
  formsKept = true;
}

/** True once the page is being left with its forms kept: leave guards let it go without asking. */
export function isLeavingWithFormsKept(): boolean {
  return formsKept;
}
