import { describe, expect, it } from 'vitest';
import { categoryStyle, KNOWN_CATEGORIES } from '#shared/help-desk/categories';
import { HelpDeskEntryFieldsSchema } from '#shared/help-desk/entries';
import { foldForSearch, searchTerms } from '#shared/help-desk/search';
import {
  compressionFor,
  mentionsYouTube,
  videoFileProblem,
  VideoUploadFieldsSchema,
  youTubeIdOf,
} from '#shared/help-desk/video';
import { transcodeArguments } from '#server/platform/video-host/ffmpeg';

const MB = 1024 * 1024;

describe('help desk rules', () => {
  it('finds the id of every form of YouTube address, and nothing else', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42',
      'https://youtube.com/watch?v=dQw4w9WgXcQ',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ?si=x',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ])
      expect(youTubeIdOf(url), url).toBe('dQw4w9WgXcQ');
    for (const url of [
      'https://evil.example/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      'javascript:alert("youtu.be/dQw4w9WgXcQ")',
      'https://www.youtube.com/watch?v=short',
      'not a url',
    ])
      expect(youTubeIdOf(url), url).toBeNull();
    expect(mentionsYouTube('https://YOUTU.BE/x')).toBe(true);
    expect(mentionsYouTube('https://vimeo.com/1')).toBe(false);
  });

  it('compresses over 2 MB, harder over 25 MB, and refuses 50 MB and other formats', () => {
    expect(compressionFor(2 * MB)).toBe('none');
    expect(compressionFor(2 * MB + 1)).toBe('standard');
    expect(compressionFor(25 * MB + 1)).toBe('high');
    expect(videoFileProblem({ name: 'a.MOV', size: 50 * MB - 1 })).toBeNull();
    expect(videoFileProblem({ name: 'a.mov', size: 50 * MB })).toMatch(/less than 50MB/);
    expect(videoFileProblem({ name: 'a.mkv', size: 1 })).toBe('Unsupported format');
    const high = transcodeArguments({
      input: 'in',
      format: 'mov',
      output: 'out',
      compression: 'high',
      copyStreams: false,
    });
    expect(high).toEqual(expect.arrayContaining(['libx264', '32', '+faststart']));
    expect(
      transcodeArguments({ input: 'in', format: 'mp4', output: 'out', compression: 'none', copyStreams: true }),
    ).toContain('copy');
  });

  it('accepts titles and descriptions in the safe set only, privacy unlisted by default', () => {
    expect(VideoUploadFieldsSchema.parse({ title: ' Café 🍷 — how-to ' })).toEqual({
      title: 'Café 🍷 — how-to',
      description: '',
      privacyStatus: 'unlisted',
    });
    expect(VideoUploadFieldsSchema.safeParse({ title: 'a', description: 'line\nbreak' }).success).toBe(true);
    expect(VideoUploadFieldsSchema.safeParse({ title: 'line\nbreak' }).success).toBe(false);
    expect(VideoUploadFieldsSchema.safeParse({ title: '<b>' }).success).toBe(false);
  });

  it('folds case and accents, and reads the entry form', () => {
    expect(foldForSearch('CRÈME Brûlée ﬁ')).toBe('creme brulee fi');
    expect(searchTerms('  Café   au lait ')).toEqual(['cafe', 'au', 'lait']);
    expect(
      HelpDeskEntryFieldsSchema.parse({
        category: ' POS ',
        question: 'Q',
        answer: 'A\nB',
        sortOrder: ' 7 ',
        linkUrl: '',
      }),
    ).toEqual({ category: 'POS', question: 'Q', answer: 'A\nB', sortOrder: 7, linkUrl: null, videoUrl: null });
  });

  it('gives the known categories their own look and others a stable one', () => {
    expect(Object.keys(KNOWN_CATEGORIES)).toHaveLength(8);
    expect(categoryStyle('POS')).toEqual({ colour: 'blue', icon: 'monitor' });
    expect(categoryStyle('Wine Club')).toEqual(categoryStyle('Wine Club'));
    expect(categoryStyle('constructor').icon).toBe('help-circle');
  });
});
