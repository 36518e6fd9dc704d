/** A field's messages under it, tied to the field by `id` (its aria-describedby). */
export function FieldErrorList({ id, messages }: { id: string | undefined; messages: string[] | undefined }) {
  if (!messages) return null;
  return (
    <div id={id} className="g-field-error">
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}
