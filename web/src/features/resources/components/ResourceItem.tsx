import { resourceDownloadPath, type Resource } from '@common/api/resources.ts';
import { fallbackUser } from '@common/fallbackUser.ts';
import { canDelete, type Actor } from '@common/policies.ts';
import { formatDate } from '../../../lib/format.ts';
import { UserTypeBadge } from '../../../ui/UserTypeBadge.tsx';
import { formatFileSize } from '../files.ts';
import { DeleteResourceControl } from './DeleteResourceControl.tsx';

interface ResourceItemProps {
  resource: Resource;
  /** The signed-in user: Delete shows for the uploader and admins. */
  viewer?: Actor;
  onDeleted: (title: string) => void;
}

/**
 * One resource: title (the file name shows under it), description, uploader (name and type badge; "Unknown User" once the
 * account is gone), size, upload date and a Download link (a plain link: the session cookie goes
 * with it, and the server names the saved file), and Delete (confirmed) for its uploader or an admin.
 */
export function ResourceItem({ resource, viewer, onDeleted }: ResourceItemProps) {
  const uploader = resource.uploadedBy ?? fallbackUser;
  const nameId = `resource-${resource.id}-name`;
  return (
    <li className="resource-item card" data-testid="resource-item" aria-labelledby={nameId}>
      <span className="resource-item__icon" aria-hidden="true">
        PDF
      </span>
      <div className="resource-item__main">
        <h2 id={nameId} className="resource-item__name">
          {resource.title}
        </h2>
        {resource.title !== resource.fileName && <p className="resource-item__file">{resource.fileName}</p>}
        <p className="resource-item__description">{resource.description}</p>
        <p className="resource-item__meta">
          <span className="resource-item__uploader">
            <span className="visually-hidden">Uploaded by </span>
            {uploader.name} <UserTypeBadge userType={uploader.userType} />
          </span>
          <span>{formatFileSize(resource.sizeBytes)}</span>
          <time dateTime={resource.createdAt}>{formatDate(resource.createdAt, 'd MMM yyyy')}</time>
        </p>
      </div>
      <div className="resource-item__actions">
        {canDelete(viewer, resource.uploadedBy?.id ?? null) && <DeleteResourceControl resource={resource} onDeleted={onDeleted} />}
        <a className="btn btn--primary resource-item__download" href={resourceDownloadPath(resource.id)} download aria-describedby={nameId}>
          Download
        </a>
      </div>
    </li>
  );
}
