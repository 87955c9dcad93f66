/* Test fixtures only: an intake as the browser sends it, and files to upload. No handler imports this module. */

/** A small but real PDF and PNG. */
export const samplePdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
export const samplePng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export function intakeBody(submissionId: string, email: string, uploadedFiles: { key: string; name: string }[] = []) {
  return {
    submissionId,
    fillMs: 60_000,
    firstName: 'Sanne',
    email,
    phone: '06 12 34 56 78',
    age: '29',
    city: 'Zeist',
    businessType: 'beauty-salon',
    currentStage: 'idea-only',
    existingAssets: ['none'],
    helpNeeded: ['branding', 'website'],
    timeline: '3-months',
    budget: 'no-budget',
    dreamDescription: 'Een eigen salon met vaste klanten & <b>een</b> webshop.',
    acceptTerms: true,
    uploadedFiles,
  };
}

/** Posts a file with a presigned POST, as the browser does. */
export async function postFile(
  upload: { url: string; fields: Record<string, string> },
  name: string,
  type: string,
  content: Buffer,
): Promise<number> {
  const form = new FormData();
  for (const [field, value] of Object.entries(upload.fields)) form.append(field, value);
  form.append('file', new Blob([new Uint8Array(content)], { type }), name);
  return (await fetch(upload.url, { method: 'POST', body: form })).status;
}
