import { useRef, useState } from 'react';
import { LoadError } from '../../../ui/QueryState.tsx';
import { Loading } from '../../../ui/Loading.tsx';
import { useDeletePack, usePacks } from '../api/packs.ts';
import { useWaitingAnswers } from '../hooks/useWaitingAnswers.ts';
import { PackList } from './PackList.tsx';
import { PackSession, type PackQuestionSlot } from './PackSession.tsx';
import { WaitingAnswers } from './WaitingAnswers.tsx';
import '../offline.css';

/**
 * /offline (contract 8.5): the practice packs saved on this device and how many answers wait to
 * be sent; opening a pack practises it with no network (`question` renders each question: the
 * questions feature's attempt, composed by the page). Everything is read from IndexedDB.
 */
export function OfflinePractice({ question }: { question: PackQuestionSlot }) {
  const packs = usePacks();
  const remove = useDeletePack();
  const waiting = useWaitingAnswers();
  const [openId, setOpenId] = useState<string | null>(null);
  const open = packs.data?.find((pack) => pack.id === openId) ?? null;
  const listHeading = useRef<HTMLHeadingElement>(null);
  const close = () => {
    setOpenId(null);
    // Back on the list: its heading takes the focus the closed session had.
    requestAnimationFrame(() => listHeading.current?.focus());
  };

  return (
    <main className="page offline-page">
      <header className="offline-page__intro">
        <h1>Offline practice</h1>
        <p className="muted">Questions saved on this device work without the network. Your answers are checked here at once and sent when you are online.</p>
        <WaitingAnswers count={waiting} className="offline-page__waiting" />
      </header>
      {packs.isPending ? (
        <Loading />
      ) : packs.isError ? (
        <LoadError text="The questions saved on this device could not be read." onRetry={() => void packs.refetch()} />
      ) : open ? (
        <PackSession pack={open} question={question} onClose={close} onProgress={() => void packs.refetch()} />
      ) : (
        <section aria-labelledby="offline-packs-title" className="offline-packs">
          <h2 id="offline-packs-title" className="offline-packs__title" ref={listHeading} tabIndex={-1}>
            Saved packs
          </h2>
          <PackList packs={packs.data} onOpen={setOpenId} onDelete={(id) => remove.mutate(id)} deleting={remove.isPending ? (remove.variables ?? null) : null} />
        </section>
      )}
    </main>
  );
}
