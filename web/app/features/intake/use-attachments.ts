import { useCallback, useRef, useState } from 'react';
import { uploads as limits } from '../../../../shared/business-facts.ts';
import { cleanFileName } from '../../../../shared/file-names.ts';
import { fileProblem, uploadMessages } from '../../../../shared/intake.ts';
import type { UploadedFile } from './intake-state.ts';
import { requestUploads, uploadFile } from './uploads.ts';

export type Attachment = {
  id: string;
  file: File;
  status: 'uploading' | 'done' | 'failed';
  /** 0 to 1. */
  progress: number;
  key?: string;
  error?: string;
};

/**
 * The intake's attachments: checked in the browser (type, size, at most five), then uploaded one by one
 * straight to storage with presigned posts as soon as they are chosen, so submitting is quick.
 */
export function useAttachments(submissionId: string) {
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [refusals, setRefusals] = useState<string[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const count = useRef(0);
  count.current = attachments.length;

  const update = useCallback((id: string, change: Partial<Attachment>) => {
    setAttachments((all) => all.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  const upload = useCallback(
    async (items: readonly Attachment[]) => {
      const presigned = await requestUploads(
        submissionId,
        items.map((item) => item.file),
      );
      if (!presigned.ok) {
        for (const item of items) update(item.id, { status: 'failed', error: presigned.error });
        return;
      }
      for (const [index, item] of items.entries()) {
        const target = presigned.uploads[index]!;
        const controller = new AbortController();
        controllers.current.set(item.id, controller);
        const ok = await uploadFile(target, item.file, (progress) => update(item.id, { progress }), controller.signal);
        controllers.current.delete(item.id);
        if (controller.signal.aborted) continue;
        update(
          item.id,
          ok
            ? { status: 'done', key: target.key, progress: 1 }
            : { status: 'failed', error: uploadMessages.failed(cleanFileName(item.file.name)) },
        );
      }
    },
    [submissionId, update],
  );

  const add = useCallback(
    (files: readonly File[]) => {
      const problems: string[] = [];
      const accepted: Attachment[] = [];
      let room = limits.maxFiles - count.current;
      for (const file of files) {
        if (room <= 0) {
          if (!problems.includes(uploadMessages.tooMany)) problems.push(uploadMessages.tooMany);
          continue;
        }
        const problem = fileProblem({ name: cleanFileName(file.name), type: file.type, size: file.size });
        if (problem) {
          problems.push(problem);
          continue;
        }
        room--;
        accepted.push({ id: crypto.randomUUID(), file, status: 'uploading', progress: 0 });
      }
      setRefusals(problems);
      if (accepted.length === 0) return;
      count.current += accepted.length;
      setAttachments((all) => [...all, ...accepted]);
      void upload(accepted);
    },
    [upload],
  );

  const remove = useCallback((id: string) => {
    controllers.current.get(id)?.abort();
    setAttachments((all) => all.filter((item) => item.id !== id));
    setRefusals([]);
  }, []);

  const retry = useCallback(
    (id: string) => {
      const item = attachments.find((candidate) => candidate.id === id);
      if (!item) return;
      const fresh: Attachment = { ...item, status: 'uploading', progress: 0, error: undefined };
      update(id, fresh);
      void upload([fresh]);
    },
    [attachments, update, upload],
  );

  const uploaded: UploadedFile[] = attachments
    .filter((item) => item.status === 'done' && item.key)
    .map((item) => ({ key: item.key!, name: cleanFileName(item.file.name) }));
  const inFlight = attachments.some((item) => item.status === 'uploading');

  return { attachments, refusals, add, remove, retry, uploaded, inFlight };
}
