import { DOWNLOAD_TARGET_GROUPS, downloadFileUrl, isDownloadTargetGroup, videoDurationText } from './lookups';

describe('videoDurationText', () => {
  it.each([
    [0, '0:00 Min.'],
    [59, '0:59 Min.'],
    [612, '10:12 Min.'],
    [725.4, '12:05 Min.'],
    [3599, '59:59 Min.'],
    [3600, '1:00:00 Std.'],
    [3725, '1:02:05 Std.'],
  ])('%d seconds → %s', (seconds, text) => {
    expect(videoDurationText(seconds)).toBe(text);
  });
});

describe('downloads', () => {
  it('knows the four target groups and nothing else', () => {
    expect(DOWNLOAD_TARGET_GROUPS.every(isDownloadTargetGroup)).toBe(true);
    for (const value of ['BR', 'vorstand', '', undefined, ['br']]) expect(isDownloadTargetGroup(value)).toBe(false);
  });

  it('serves a file at /download/file/{slug}', () => {
    expect(downloadFileUrl('checkliste-bem')).toBe('/download/file/checkliste-bem');
  });
});
