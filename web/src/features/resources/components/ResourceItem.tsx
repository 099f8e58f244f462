import { resourceDownloadPath, type Resource } from '@common/api/resources.ts';
import { fallbackUser } from '@common/api/accounts.ts';
import { formatDate } from '../../../lib/format.ts';
import { UserTypeBadge } from '../../../ui/UserTypeBadge.tsx';
import { formatFileSize } from '../files.ts';

/**
 * One resource: file name, description, uploader (name and type badge; "Unknown User" once the
 * account is gone), size, upload date and a Download link (a plain link: the session cookie goes
 * with it, and the server names the saved file).
 */
export function ResourceItem({ resource }: { resource: Resource }) {
  const uploader = resource.uploadedBy ?? fallbackUser;
  const nameId = `resource-${resource.id}-name`;
  return (
    <li className="resource-item card" data-testid="resource-item" aria-labelledby={nameId}>
      <span className="resource-item__icon" aria-hidden="true">
        PDF
      </span>
      <div className="resource-item__main">
        <h2 id={nameId} className="resource-item__name">
          {resource.fileName}
        </h2>
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
      <a className="btn btn--primary resource-item__download" href={resourceDownloadPath(resource.id)} download aria-describedby={nameId}>
        Download
      </a>
    </li>
  );
}
