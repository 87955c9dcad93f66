import { CheckCircle2, FileText, RotateCcw, Trash2, Upload } from '../../icons/icons.tsx';
import { useRef, useState, type DragEvent } from 'react';
import { uploads as limits } from '../../../../shared/business-facts.ts';
import { cleanFileName } from '../../../../shared/file-names.ts';
import { acceptAttribute, formatMegabytes } from '../../../../shared/attachments.ts';
import type { Attachment } from './use-attachments.ts';

type Props = {
  attachments: readonly Attachment[];
  refusals: readonly string[];
  /** Why the API refused the files on submit, in Dutch; shown here because this is where it is fixed. */
  serverError?: string;
  onAdd: (files: File[]) => void;
  onRemove: (id: string) => void;
  onRetry: (id: string) => void;
};

/** Step 9: up to five files, chosen or dropped, each with its size and an upload progress bar. */
export function AttachmentsStep({ attachments, refusals, serverError, onAdd, onRemove, onRetry }: Props) {
  const inputRef = useRef<HTMLInputElement>(null);
  // Fixed, not useId: the intake is an island (web/app/lib/island.tsx).
  const hintId = 'intake-bestanden-hint';
  const [dragging, setDragging] = useState(false);
  const full = attachments.length >= limits.maxFiles;

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    onAdd([...event.dataTransfer.files]);
  };

  return (
    <div>
      <p id={hintId} className="text-ink-soft">
        Heb je al een plan, schetsen, een logo of foto’s? Voeg ze toe, dan kunnen we ons beter voorbereiden. Dit is niet verplicht. Maximaal{' '}
        {limits.maxFiles} bestanden van elk hoogstens {limits.maxFileMegabytes} MB: afbeeldingen, pdf, Word (.docx) of PowerPoint (.pptx).
      </p>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`mt-5 flex flex-col items-center justify-center rounded-card border-2 border-dashed px-6 py-8 text-center transition-colors ${dragging ? 'border-brand-600 bg-brand-50' : 'border-line bg-canvas'}`}
        data-testid="dropzone"
      >
        <Upload aria-hidden="true" className="size-8 text-brand-700" />
        <p className="mt-3 font-medium text-ink">Sleep je bestanden hierheen</p>
        <p className="text-sm text-muted">of</p>
        <button
          type="button"
          onClick={() => inputRef.current?.click()}
          disabled={full}
          aria-describedby={hintId}
          className="mt-2 inline-flex min-h-11 items-center rounded-control bg-white px-4 font-semibold text-brand-800 ring-1 ring-brand-200 ring-inset hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60"
        >
          Kies bestanden
        </button>
        <input
          ref={inputRef}
          type="file"
          multiple
          accept={acceptAttribute}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="file-input"
          onChange={(event) => {
            onAdd([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
      </div>
      <div role="alert" aria-live="assertive">
        {refusals.length > 0 || serverError ? (
          <ul className="mt-4 space-y-1 rounded-control bg-red-50 px-4 py-3 text-sm font-medium text-danger" data-testid="file-problems">
            {serverError ? <li>{serverError}</li> : null}
            {refusals.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        ) : null}
      </div>
      {attachments.length > 0 ? (
        <ul className="mt-5 space-y-3" aria-label="Toegevoegde bestanden">
          {attachments.map((item) => (
            <AttachmentRow key={item.id} item={item} onRemove={onRemove} onRetry={onRetry} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function AttachmentRow({ item, onRemove, onRetry }: { item: Attachment; onRemove: (id: string) => void; onRetry: (id: string) => void }) {
  const percent = Math.round(item.progress * 100);
  const name = cleanFileName(item.name);
  return (
    <li className="rounded-control border border-line bg-white p-3" data-testid="attachment">
      <div className="flex items-center gap-3">
        <FileText aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium text-ink">{name}</p>
          <p className="text-sm text-muted">
            {formatMegabytes(item.size)}
            {item.status === 'done' ? (
              <span className="ml-2 inline-flex items-center gap-1 text-success">
                <CheckCircle2 aria-hidden="true" className="size-4" /> Geüpload
              </span>
            ) : null}
          </p>
        </div>
        {item.status === 'failed' && item.file ? (
          <button
            type="button"
            onClick={() => onRetry(item.id)}
            className="inline-flex size-10 items-center justify-center rounded-control text-brand-800 hover:bg-brand-50"
            aria-label={`Probeer ${name} opnieuw te uploaden`}
          >
            <RotateCcw aria-hidden="true" className="size-5" />
          </button>
        ) : null}
        <button
          type="button"
          onClick={() => onRemove(item.id)}
          className="inline-flex size-10 items-center justify-center rounded-control text-ink-soft hover:bg-canvas hover:text-danger"
          aria-label={`Verwijder ${name}`}
        >
          <Trash2 aria-hidden="true" className="size-5" />
        </button>
      </div>
      {item.status !== 'done' ? (
        <div className="mt-2">
          <progress
            value={percent}
            max={100}
            aria-label={`Upload van ${name}`}
            className={`progress-bar ${item.status === 'failed' ? 'progress-bar-failed' : ''}`}
          >
            {percent}%
          </progress>
          {item.status === 'failed' ? <p className="mt-1.5 text-sm font-medium text-danger">{item.error}</p> : null}
        </div>
      ) : null}
    </li>
  );
}
