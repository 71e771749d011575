import { useEffect, useId, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiErrorMessage, apiKey, errorStatus } from '@agency/api-client';
import {
  COMPANY_TEXT,
  isImageFileType,
  LOGO_ACCEPT_ATTRIBUTE,
  LOGO_FIELD_NAME,
  LOGO_MAX_BYTES,
  logoUploadErrorText,
  type TCompany,
} from '@agency/contracts';
import { Button, buttonClassName } from '@agency/design-system/button';
import { visuallyHidden } from '@agency/design-system/visually-hidden';
import { usePlatform } from '@agency/design-system/platform-context';
import * as styles from './companies-tab.module.css';

/**
 * A company's logo uploader (spec part 2 §4, §5, §8): no file, then a chosen file with its preview, then uploading,
 * then done (preview cleared, list refreshed). The browser checks type and size first so a wrong file gets its
 * message at once; the server decides again from the file's bytes.
 */
export function LogoUploader({ company }: { company: TCompany }) {
  const platform = usePlatform();
  const queryClient = useQueryClient();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);

  // The preview's object URL is released when it is replaced or the uploader goes away.
  useEffect(() => {
    if (!file) {
      setPreviewUrl(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const clear = () => {
    setFile(null);
    if (inputRef.current) inputRef.current.value = '';
  };

  const upload = useMutation({
    mutationFn: (chosen: File) => {
      const body = new FormData();
      body.append(LOGO_FIELD_NAME, chosen);
      return api('POST /api/companies/:id/logo', { params: { id: company.id }, body });
    },
    onSuccess: async () => {
      clear();
      platform.toast({ title: COMPANY_TEXT.uploaded, variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: apiKey('GET /api/companies/user') });
    },
    onError: (error) => {
      const status = errorStatus(error);
      platform.toast({
        title: COMPANY_TEXT.uploadFailed.title,
        description: status === undefined ? COMPANY_TEXT.uploadFailed.fallback : logoUploadErrorText(status, apiErrorMessage(error, '')),
        variant: 'destructive',
      });
    },
  });

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    if (!isImageFileType(chosen.type)) {
      platform.toast({ ...COMPANY_TEXT.invalidFileType, variant: 'destructive' });
      clear();
      return;
    }
    if (chosen.size > LOGO_MAX_BYTES) {
      platform.toast({ ...COMPANY_TEXT.fileTooLarge, variant: 'destructive' });
      clear();
      return;
    }
    setFile(chosen);
  };

  return (
    <div className={styles.uploader}>
      {file && previewUrl ? (
        <div className={styles.preview}>
          <img src={previewUrl} alt={`New logo preview for ${company.name}`} className={styles.previewImage} />
          <span className={styles.fileName}>{file.name}</span>
          <div className={styles.uploaderActions}>
            <Button size="sm" onClick={() => upload.mutate(file)} disabled={upload.isPending}>
              {upload.isPending ? 'Uploading...' : 'Upload Logo'}
            </Button>
            <Button size="sm" variant="outline" onClick={clear} disabled={upload.isPending}>
              Cancel
            </Button>
          </div>
        </div>
      ) : (
        <>
          {/* The native input stays in the page (visually hidden) so the label, keyboard and file chooser work as usual. */}
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept={`${LOGO_ACCEPT_ATTRIBUTE},image/*`}
            className={styles.fileInput}
            onChange={(event) => choose(event.target.files?.[0])}
          />
          <label htmlFor={inputId} className={buttonClassName({ variant: 'outline', size: 'sm', className: styles.fileLabel })}>
            {company.logoUrl ? 'Change logo' : 'Upload logo'}
            <span className={visuallyHidden}> for {company.name}</span>
          </label>
        </>
      )}
    </div>
  );
}
