import { useCallback, useEffect, useRef, useState } from 'react';
import { uploads as limits } from '../../../../shared/business-facts.ts';
import { cleanFileName } from '../../../../shared/file-names.ts';
import { fileProblem, uploadMessages } from '../../../../shared/attachments.ts';
import type { DraftFile } from './intake-draft.ts';
import type { UploadedFile } from './intake-state.ts';
import { requestUploads, uploadFile } from './uploads.ts';

export type Attachment = {
  id: string;
  name: string;
  size: number;
  /** The chosen file; absent for one restored from the draft, which cannot be uploaded again. */
  file?: File;
  status: 'uploading' | 'done' | 'failed';
  /** 0 to 1. */
  progress: number;
  key?: string;
  /** The key the API reserved for this file: its place among the submission's five until it is given back. */
  permit?: string;
  error?: string;
};

/** What the visitor reads for a file whose upload a reload cut off. */
export const interruptedMessage = (name: string) =>
  `${name} was nog niet helemaal geüpload toen de pagina sloot. Verwijder het en voeg het opnieuw toe.`;

/**
 * The intake's attachments: checked in the browser (type, size, at most five), then uploaded one by one
 * straight to storage with presigned posts as soon as they are chosen, so submitting is quick.
 */
export function useAttachments(submissionId: string) {
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [refusals, setRefusals] = useState<string[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  // The permit key of every item the API gave one, and the keys still to give back: the API holds five
  // files per submission, so a removed file or a failed upload must free its place.
  const permits = useRef(new Map<string, string>());
  const released = useRef<string[]>([]);
  // Items removed before the API answered for them: their keys go straight back when the answer comes.
  const removed = useRef(new Set<string>());
  const release = useCallback((id: string) => {
    const key = permits.current.get(id);
    if (key === undefined) return;
    permits.current.delete(id);
    released.current.push(key);
  }, []);
  // The give-back under way: the next permit request waits for it, or it could arrive first and find no place.
  const givingBack = useRef<Promise<void>>(Promise.resolve());
  /** Gives back what was released now, so a reload before the next file cannot lose a place. */
  const giveBackNow = useCallback(() => {
    const keys = released.current.splice(0);
    if (keys.length === 0) return;
    givingBack.current = requestUploads(submissionId, [], keys).then((result) => {
      // Giving back twice is harmless; a key lost here would cost a place, so it goes with the next request.
      if (!result.ok) released.current.push(...keys);
    });
  }, [submissionId]);
  // The count `add` checks against: raised at once when files are accepted, so two drops before the next
  // render cannot pass five together, and brought back in line with the list after every change.
  const count = useRef(0);
  useEffect(() => {
    count.current = attachments.length;
  }, [attachments.length]);

  const update = useCallback((id: string, change: Partial<Attachment>) => {
    setAttachments((all) => all.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  const upload = useCallback(
    async (items: readonly Attachment[]) => {
      // One file at a time, each with a form asked for just before it goes: a presigned form lives only as
      // long as its own upload needs (functions/uploads.ts), so it cannot wait behind the others.
      for (const item of items) {
        if (!item.file || removed.current.has(item.id)) continue;
        await givingBack.current;
        const giveBack = released.current.splice(0);
        const presigned = await requestUploads(submissionId, [item.file], giveBack);
        if (!presigned.ok) {
          // Giving back twice is harmless; a key lost here would cost a place.
          released.current.push(...giveBack);
          update(item.id, { status: 'failed', error: presigned.error });
          continue;
        }
        const target = presigned.uploads[0]!;
        if (removed.current.has(item.id)) {
          // Removed while it waited for its turn: its place goes straight back.
          released.current.push(target.key);
          giveBackNow();
          continue;
        }
        permits.current.set(item.id, target.key);
        update(item.id, { permit: target.key });
        giveBackNow();
        const controller = new AbortController();
        controllers.current.set(item.id, controller);
        const ok = await uploadFile(target, item.file, (progress) => update(item.id, { progress }), controller.signal);
        controllers.current.delete(item.id);
        if (controller.signal.aborted) continue;
        update(
          item.id,
          ok
            ? { status: 'done', key: target.key, progress: 1 }
            : { status: 'failed', error: uploadMessages.failed(cleanFileName(item.name)) },
        );
      }
    },
    [giveBackNow, submissionId, update],
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
        accepted.push({ id: crypto.randomUUID(), name: file.name, size: file.size, file, status: 'uploading', progress: 0 });
      }
      setRefusals(problems);
      if (accepted.length === 0) return;
      count.current += accepted.length;
      setAttachments((all) => [...all, ...accepted]);
      void upload(accepted);
    },
    [upload],
  );

  const remove = useCallback(
    (id: string) => {
      controllers.current.get(id)?.abort();
      removed.current.add(id);
      release(id);
      giveBackNow();
      setAttachments((all) => all.filter((item) => item.id !== id));
      setRefusals([]);
    },
    [giveBackNow, release],
  );

  const retry = useCallback(
    (id: string) => {
      const item = attachments.find((candidate) => candidate.id === id);
      if (!item?.file) return;
      const fresh: Attachment = { ...item, status: 'uploading', progress: 0, error: undefined };
      release(id);
      update(id, fresh);
      void upload([fresh]);
    },
    [attachments, release, update, upload],
  );

  /** Puts back the files a draft remembers: uploaded ones as done, cut-off ones as failed with the reason. */
  const restore = useCallback((files: readonly DraftFile[]) => {
    setRefusals([]);
    permits.current.clear();
    released.current = [];
    const restored: Attachment[] = files.map((file) => ({
      id: crypto.randomUUID(),
      name: file.name,
      size: file.size,
      ...(file.key
        ? { status: 'done' as const, key: file.key, progress: 1 }
        : { status: 'failed' as const, progress: 0, error: interruptedMessage(file.name), permit: file.permit }),
    }));
    for (const item of restored) {
      const key = item.key ?? item.permit;
      if (key) permits.current.set(item.id, key);
    }
    setAttachments(restored);
  }, []);

  const clear = useCallback(() => {
    for (const controller of controllers.current.values()) controller.abort();
    restore([]);
  }, [restore]);

  const uploaded: UploadedFile[] = attachments
    .filter((item) => item.status === 'done' && item.key)
    .map((item) => ({ key: item.key!, name: cleanFileName(item.name), size: item.size }));
  const inFlight = attachments.some((item) => item.status === 'uploading');
  /** For the draft: every file in the list, with its key once it is in storage, or else the place it holds. */
  const remembered: DraftFile[] = attachments.map((item) => {
    if (item.status === 'done' && item.key) return { name: item.name, size: item.size, key: item.key };
    return item.permit ? { name: item.name, size: item.size, permit: item.permit } : { name: item.name, size: item.size };
  });

  return { attachments, refusals, add, remove, retry, restore, clear, uploaded, remembered, inFlight };
}
