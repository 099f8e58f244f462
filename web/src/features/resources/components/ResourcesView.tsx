import { useRef, useState } from 'react';
import type { Actor } from '@common/policies.ts';
import { ResourceList } from './ResourceList.tsx';
import { UploadResourceDialog } from './UploadResourceDialog.tsx';
import '../resources.css';

/**
 * The resources page (/resources): free PDFs shared by the community, newest first, with an
 * Upload PDF button opening the upload modal. After an upload or a deletion (by `viewer`, the
 * uploader or an admin) the list is refreshed and the result announced.
 */
export function ResourcesView({ viewer }: { viewer?: Actor }) {
  const [uploading, setUploading] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const uploadButton = useRef<HTMLButtonElement>(null);

  return (
    <main className="page">
      <header className="resource-header">
        <div className="resource-header__text">
          <h1>Free Resources</h1>
          <p className="muted">Notes, formula sheets and past papers shared by fellow aspirants and mentors.</p>
        </div>
        <button ref={uploadButton} type="button" className="btn btn--primary" onClick={() => setUploading(true)}>
          Upload PDF
        </button>
      </header>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      <ResourceList
        viewer={viewer}
        onDeleted={(title) => {
          setAnnouncement(`${title} deleted.`);
          uploadButton.current?.focus();
        }}
      />
      {uploading && (
        <UploadResourceDialog
          onClose={() => setUploading(false)}
          onUploaded={(resource) => {
            setUploading(false);
            setAnnouncement(`${resource.title} uploaded.`);
          }}
        />
      )}
    </main>
  );
}
