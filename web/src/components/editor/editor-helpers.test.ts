import { describe, expect, it } from 'vitest';
import { DIAGRAM_TEMPLATES, diagramBlock, shiftLines } from './diagram-templates';
import { imageAlt } from './image-insert';
import { IMAGE_MAX_BYTES, attachmentMarkdown, imageProblem, imageProblemVars, planUpload, uploadAccept } from './image-upload';

describe('editor helpers', () => {
  it('offers the seven SPEC diagram templates as mermaid fences', () => {
    expect(Object.keys(DIAGRAM_TEMPLATES).sort()).toEqual(['class', 'er', 'flow', 'gantt', 'pie', 'sequence', 'state']);
    expect(diagramBlock('er')).toMatch(/^\n```mermaid\nerDiagram/);
    expect(diagramBlock('pie').trim().endsWith('```')).toBe(true);
  });

  it('indents and outdents every selected line', () => {
    expect(shiftLines('a\n- b', 'in')).toBe('  a\n  - b');
    expect(shiftLines('  a\n    b\nc', 'out')).toBe('a\n  b\nc');
  });

  it('accepts jpeg, png and webp up to 4 MB only', () => {
    expect(imageProblem({ type: 'image/png', size: 10 })).toBeNull();
    expect(imageProblem({ type: 'image/webp', size: IMAGE_MAX_BYTES })).toBeNull();
    expect(imageProblem({ type: 'image/gif', size: 10 })).toBe('only_image');
    expect(imageProblem({ type: 'application/pdf', size: 10 })).toBe('only_image');
    expect(imageProblem({ type: 'image/jpeg', size: IMAGE_MAX_BYTES + 1 })).toBe('max_size');
  });

  it("follows the site's limits when it names them, and says them", () => {
    const limits = { maxBytes: 1024 * 1024, types: ['png'] };
    expect(imageProblem({ type: 'image/png', size: 1024 * 1024 }, limits)).toBeNull();
    expect(imageProblem({ type: 'image/png', size: 1024 * 1024 + 1 }, limits)).toBe('max_size');
    expect(imageProblem({ type: 'image/jpeg', size: 10 }, limits)).toBe('only_image');
    expect(imageProblem({ type: 'image/jpeg', size: 10 }, { ...limits, types: ['jpeg'] })).toBeNull();
    expect(imageProblemVars(limits)).toEqual({ size: 1, types: 'png' });
  });

  it('uploads a file of a type the admin takes as an attachment, within its own limit, and names every type when refusing', () => {
    const images = { maxBytes: 4 * 1024 * 1024, types: ['png', 'jpg', 'jpeg'] };
    const attachments = { maxBytes: 2 * 1024 * 1024, types: ['pdf', 'csv'] };
    const plan = (name: string, type: string, size = 10) => planUpload({ name, type, size }, images, attachments);
    expect(plan('shot.png', 'image/png')).toEqual({ kind: 'image' });
    expect(plan('Report.PDF', 'application/pdf')).toEqual({ kind: 'attachment' });
    expect(plan('data.csv', '')).toEqual({ kind: 'attachment' });
    expect(plan('big.pdf', 'application/pdf', 2 * 1024 * 1024 + 1)).toEqual({ problem: 'attachment_max_size', vars: { size: 2, types: 'pdf, csv' } });
    expect(plan('big.png', 'image/png', 4 * 1024 * 1024 + 1)).toEqual({ problem: 'max_size', vars: { size: 4, types: 'png, jpg, jpeg' } });
    expect(plan('page.html', 'text/html')).toEqual({ problem: 'only_allowed', vars: { size: 4, types: 'png, jpg, jpeg, pdf, csv' } });
    expect(planUpload({ name: 'a.pdf', type: 'application/pdf', size: 1 }, images, { ...attachments, types: [] })).toEqual({ problem: 'only_image', vars: { size: 4, types: 'png, jpg, jpeg' } });
    expect(uploadAccept(attachments)).toBe('.jpeg,.jpg,.png,.webp,image/jpeg,image/png,image/webp,.pdf,.csv');
    expect(attachmentMarkdown('Q3 [final] report.pdf', 'https://x.test/uploads/a.pdf?name=Q3')).toBe('[Q3 final report.pdf](https://x.test/uploads/a.pdf?name=Q3)');
  });

  it('gives an uploaded image its file name without the extension as alt text, or "Image"', () => {
    const t = (key: string) => (key === 'editor.image.default_alt' ? 'Image' : key);
    expect(imageAlt('Login form.png', t)).toBe('Login form');
    expect(imageAlt('screen_shot.2024.webp', t)).toBe('screen shot.2024');
    expect(imageAlt('[x].png', t)).toBe('x');
    expect(imageAlt('.png', t)).toBe('Image');
  });
});
