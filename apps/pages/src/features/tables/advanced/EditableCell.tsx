// A cell that turns into a text field when clicked: Enter saves (if the text is valid), Escape gives up, and a
// refused value stays in the field with the reason under it, so nothing typed is lost.
import { useId, useState, type ReactNode } from 'react';
import { Button, Input } from 'antd';

export interface EditableCellProps {
  /** What the cell shows. */
  children: ReactNode;
  /** The text the field starts from. */
  text: string;
  /** Names the cell's button and field ("Edit the price of Aurora X2"). */
  label: string;
  /** Why the text cannot be saved, in the page's language, or null when it can. */
  validate: (text: string) => string | null;
  onSave: (text: string) => void;
}

export function EditableCell({ children, text, label, validate, onSave }: EditableCellProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

  if (draft === null)
    return (
      <Button type="text" size="small" className="tables-showcase-cell-button" onClick={() => setDraft(text)}>
        {children}
        <span className="tables-showcase-sr-only">{` — ${label}`}</span>
      </Button>
    );

  const cancel = () => {
    setDraft(null);
    setError(null);
  };
  const save = () => {
    const problem = validate(draft);
    setError(problem);
    if (problem) return;
    setDraft(null);
    if (draft.trim() !== text) onSave(draft.trim());
  };
  return (
    <div>
      <Input
        size="small"
        autoFocus
        value={draft}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        status={error ? 'error' : undefined}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            save();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            event.stopPropagation();
            cancel();
          }
        }}
      />
      {error ? (
        <div id={errorId} role="alert" className="tables-showcase-edit-error">
          {error}
        </div>
      ) : null}
    </div>
  );
}
