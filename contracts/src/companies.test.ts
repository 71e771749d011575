import { isImageFileType, logoUploadErrorText } from './companies-options';
import { ZCreateCompanyRequest, ZUpdateCompanyRequest } from './companies';

describe('company rules', () => {
  it('keeps only http(s) websites, adding https to a bare domain', () => {
    const website = (value: string) => ZCreateCompanyRequest.safeParse({ name: 'Kea', website: value });
    expect(website('kea.co.nz').data?.website).toBe('https://kea.co.nz');
    expect(website('http://kea.co.nz/about').data?.website).toBe('http://kea.co.nz/about');
    expect(website('').data?.website).toBeNull();
    for (const bad of ['javascript:alert(1)', 'ftp://kea.co.nz', 'not a site', 'data:text/html,hi']) expect(website(bad).success).toBe(false);
  });

  it("clears with null or '' and needs at least one field to change", () => {
    expect(ZUpdateCompanyRequest.parse({ industry: '', website: null })).toEqual({ industry: null, website: null });
    expect(ZUpdateCompanyRequest.safeParse({}).success).toBe(false);
  });

  it("checks a file's declared type as the spec's browser does, and words the failure as §8 says", () => {
    expect(isImageFileType('image/png')).toBe(true);
    expect(isImageFileType('text/plain')).toBe(false);
    expect(logoUploadErrorText(413, '{"statusCode":413}')).toBe('Upload failed: 413 {"statusCode":413}');
  });
});
