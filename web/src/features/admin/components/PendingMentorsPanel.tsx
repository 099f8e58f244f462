import { useState } from 'react';
import { messages } from '@common/messages.ts';
import { usePendingMentors } from '../api/pendingMentors.ts';
import { PendingMentorCard } from './PendingMentorCard.tsx';
import { ReviewQueue, type ReviewQueueTexts } from './ReviewQueue.tsx';

/** Announced after each decision. */
const decided = { approve: 'Mentor approved. Their badge now shows Mentor.', reject: 'Mentor request rejected. They stay a Student.' };
const texts: ReviewQueueTexts = { loading: 'Loading pending mentor requests…', error: messages.load.pendingMentors, empty: messages.mentors.noPending, decided };

/**
 * Pending Mentors: every mentor request waiting for review, oldest first, as a `ReviewQueue`. A
 * request another admin has decided meanwhile leaves the list with a notice saying so; the next
 * decision clears it.
 */
export function PendingMentorsPanel() {
  const [notice, setNotice] = useState('');
  return (
    <ReviewQueue query={usePendingMentors()} title="Pending Mentors" titleId="pending-mentors-title" texts={texts} notice={notice}>
      {(request, queue) => (
        <PendingMentorCard
          request={request}
          onDeciding={() => {
            queue.onDeciding();
            setNotice('');
          }}
          onDecided={queue.onDecided}
          onStale={setNotice}
        />
      )}
    </ReviewQueue>
  );
}
