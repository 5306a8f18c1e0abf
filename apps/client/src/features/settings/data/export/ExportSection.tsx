import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { DATA_EXPORT_FILE_NAME, DATA_EXPORT_LIMITS, DATA_EXPORT_MESSAGES } from '@gatherly/schema';
import { DataExportDocument, RequestDataExportDocument } from './ExportSection.generated';
import { DEFAULT_PROBLEM_TEXTS, describeError } from '../../../../lib/errors/describe-error';
import { useT } from '../../../../lib/i18n';
import { readFile, saveFile } from '../../../../lib/http';
import { Alert } from '../../../../ui/Alert';
import { Button } from '../../../../ui/Button';
import { Pending } from '../../../../ui/Pending';
import './data-export.css';

/** How often a pending archive is looked at again, while the page is open. */
const POLL_MS = 3000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Settings, Your data: "Download your data". Asks for an archive, says while it is prepared
 * (looking again every few seconds), then offers it for download until it expires; within the week
 * after asking, says when another can be asked for.
 */
export function ExportSection() {
  const { data, error, refetch, startPolling, stopPolling } = useQuery(DataExportDocument, { fetchPolicy: 'cache-and-network' });
  const [request, requesting] = useMutation(RequestDataExportDocument, { refetchQueries: [DataExportDocument], awaitRefetchQueries: true });
  const [problem, setProblem] = useState<string[]>([]);
  const [downloading, setDownloading] = useState(false);
  const state = useRef<HTMLParagraphElement>(null);
  const latest = data?.dataExport;
  const pending = latest?.status === 'pending';
  const t = useT();

  useEffect(() => {
    if (!pending) return undefined;
    startPolling(POLL_MS);
    return () => stopPolling();
  }, [pending, startPolling, stopPolling]);

  const nextAt = latest ? new Date(new Date(latest.requested_at).getTime() + DATA_EXPORT_LIMITS.intervalDays * DAY_MS) : null;
  const mayRequest = data !== undefined && (nextAt === null || nextAt.getTime() <= Date.now());

  async function ask() {
    setProblem([]);
    try {
      await request();
      // The button goes once asked: focus moves to what is said instead.
      state.current?.focus();
    } catch (failure) {
      setProblem(describeError(failure, DEFAULT_PROBLEM_TEXTS).messages);
    }
  }

  async function download(url: string) {
    setProblem([]);
    setDownloading(true);
    try {
      saveFile(await readFile(url), DATA_EXPORT_FILE_NAME);
    } catch {
      setProblem([t(DATA_EXPORT_MESSAGES.downloadFailed)]);
    } finally {
      setDownloading(false);
    }
  }

  return (
    <section className="settings-section" aria-labelledby="data-export-title">
      <h2 id="data-export-title" className="settings-page__subtitle">
        {t(DATA_EXPORT_MESSAGES.title)}
      </h2>
      <p className="settings-page__intro">{t(DATA_EXPORT_MESSAGES.explanation)}</p>
      {data === undefined ? <Pending error={error} onRetry={() => refetch()} label={t('settings.export.loading')} count={1} /> : null}
      {data !== undefined ? (
        <div className="data-export">
          <p ref={state} tabIndex={-1} role="status" className="data-export__state">
            {pending ? t(DATA_EXPORT_MESSAGES.preparing) : null}
            {latest?.status === 'ready' && latest.expires_at ? `${t(DATA_EXPORT_MESSAGES.ready)} ${t(DATA_EXPORT_MESSAGES.expiresOn(latest.expires_at))}` : null}
          </p>
          {latest?.status === 'ready' && latest.download_url ? (
            <Button onClick={() => void download(latest.download_url as string)} disabled={downloading}>
              {t(DATA_EXPORT_MESSAGES.download)}
            </Button>
          ) : null}
          {mayRequest ? (
            <Button variant={latest?.status === 'ready' ? 'secondary' : undefined} onClick={() => void ask()} disabled={requesting.loading}>
              {t(DATA_EXPORT_MESSAGES.request)}
            </Button>
          ) : nextAt ? (
            <p className="data-export__next">{t(DATA_EXPORT_MESSAGES.nextOn(nextAt))}</p>
          ) : null}
        </div>
      ) : null}
      <Alert tone="error" messages={problem} />
    </section>
  );
}
