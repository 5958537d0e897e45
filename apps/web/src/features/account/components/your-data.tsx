import { IMPORT_MAX_BYTES, type ImportReport } from '@kinora/domain';
import { useId, useRef, useState } from 'react';
import { OutlineIcon } from '@/components/outline-icon';
import { useT } from '@/lib/i18n';
import { useRuntimeConfig } from '@/lib/runtime-config';
import { toastError } from '@/lib/toasts';
import { useFetchAccountExport, useRefreshAfterImport } from '../api/account-api';
import { type ImportProgress, saveFile, uploadImport } from '../api/data-transfer';
import { ImportReportView } from './import-report';

/** /profile's "Your data": download everything as one JSON file, and import lists from other services. */
export function YourData() {
  return (
    <div className="space-y-6">
      <DownloadData />
      <ImportData />
    </div>
  );
}

function DownloadData() {
  const t = useT('account');
  const fetchExport = useFetchAccountExport();
  const [isBusy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const exported = await fetchExport();
      saveFile(
        `kinora-export-${exported.exportedAt.slice(0, 10)}.json`,
        'application/json',
        JSON.stringify(exported, null, 2),
      );
    } catch (error) {
      toastError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <p className="text-sm text-muted">{t('downloadHint')}</p>
      <button type="button" className="btn-ghost" disabled={isBusy} onClick={() => void download()}>
        {isBusy ? t('preparing') : t('downloadButton')}
      </button>
    </div>
  );
}

type ImportState =
  | { step: 'idle' }
  | { step: 'running'; progress: ImportProgress }
  | { step: 'done'; report: ImportReport }
  | { step: 'failed'; message: string };

function ImportData() {
  const t = useT('account');
  const { apiServers } = useRuntimeConfig();
  const refreshAfterImport = useRefreshAfterImport();
  const ids = useId();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<ImportState>({ step: 'idle' });
  const [fileName, setFileName] = useState<string | null>(null);

  const start = async (file: File) => {
    if (file.size > IMPORT_MAX_BYTES) {
      setState({
        step: 'failed',
        message: t('importTooLarge', { megabytes: IMPORT_MAX_BYTES / 1024 / 1024 }),
      });
      return;
    }
    setState({ step: 'running', progress: { rows: 0, share: 0 } });
    try {
      const report = await uploadImport(apiServers, file, (progress) =>
        setState({ step: 'running', progress }),
      );
      setState({ step: 'done', report });
      refreshAfterImport();
    } catch (error) {
      setState({ step: 'failed', message: error instanceof Error ? error.message : String(error) });
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="space-y-3 border-t border-line pt-4">
      <p id={`${ids}-title`} className="font-medium">
        {t('importTitle')}
      </p>
      <p id={`${ids}-hint`} className="text-sm text-muted">
        {t('importHint', { megabytes: IMPORT_MAX_BYTES / 1024 / 1024 })}
      </p>
      {/*
        The browser's own file control cannot be styled, so it is kept for what it does (the keyboard, the file
        picker, screen readers) but drawn invisibly, and its label is drawn as the button, with the file's name
        beside it. The label follows the input so it can show the input's focus (peer-focus-visible).
      */}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <input
          ref={input}
          id={`${ids}-file`}
          type="file"
          accept=".csv,.json,text/csv,application/json"
          disabled={state.step === 'running'}
          aria-labelledby={`${ids}-title ${ids}-button`}
          aria-describedby={`${ids}-hint ${ids}-name`}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (!file) return;
            setFileName(file.name);
            void start(file);
          }}
          className="peer sr-only"
        />
        <label
          id={`${ids}-button`}
          htmlFor={`${ids}-file`}
          className="btn-ghost cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
        >
          <OutlineIcon className="size-4">
            <path d="M12 16V4M7 9l5-5 5 5M5 20h14" />
          </OutlineIcon>
          {t('chooseFile')}
        </label>
        <span id={`${ids}-name`} className="min-w-0 max-w-full truncate text-sm text-muted">
          {fileName ?? t('noFileChosen')}
        </span>
      </div>
      {state.step === 'running' && (
        <div className="space-y-1">
          <div
            role="progressbar"
            aria-label={t('importProgressLabel')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(state.progress.share * 100)}
            className="h-2 overflow-hidden rounded-full bg-raised"
          >
            <div
              className="h-full bg-accent transition-[width]"
              style={{ width: `${Math.round(state.progress.share * 100)}%` }}
            />
          </div>
          <p className="text-sm text-muted" aria-live="polite">
            {t('importingRows', { rows: state.progress.rows })}
          </p>
        </div>
      )}
      {state.step === 'failed' && (
        <p role="alert" className="text-sm text-danger">
          {state.message}
        </p>
      )}
      {state.step === 'done' && <ImportReportView report={state.report} />}
    </div>
  );
}
