import { useMemo } from 'react';
import { isOrganizationAdminRole } from '../../../contract/organization-roles';
import { ErrorCode } from '../../../contract/error-codes';
import { useI18nContext } from '../../../locales/i18n-react';
import { useAuthSelector } from '../../../machines/auth/provider';
import { selectMember } from '../../../machines/auth/selectors';
import { useInitSelector } from '../../../machines/init/provider';
import { selectSettings } from '../../../machines/init/selectors';
import {
  OrganizationAdminProvider,
  useOrgAdminActorRef,
  useOrgAdminSelector,
} from '../../../machines/organization/provider';
import {
  selectAllowances,
  selectCanRequestDownload,
  selectCorporateReservations,
  selectDownload,
  selectDownloadFailure,
  selectIsAdminRefused,
  selectIsCreatingDownload,
  selectIsLoadingOrganization,
  selectIsOrganizationEmpty,
  selectOrganizationFailure,
  selectOrganizationPage,
} from '../../../machines/organization/selectors';
import { useAppServices } from '../../app/services-context';
import { formatMoney } from '../../format/money';
import { formatDayAndTime } from '../../format/dates';
import { Spinner } from '../../shell/spinner';
import { useDocumentTitle } from '../document-title';
import { RequireMember } from '../membership/my-account';

/** `/organization-admin` (protected; SPEC.md section 6): only for users whose role contains "admin". */
export function OrganizationAdminRoute() {
  return (
    <RequireMember signInPath="/organization-sign-in">
      <OrganizationAdminGate />
    </RequireMember>
  );
}

function OrganizationAdminGate() {
  const { LL } = useI18nContext();
  const { services, inspect } = useAppServices();
  const member = useAuthSelector(selectMember);
  const settings = useInitSelector(selectSettings);
  const input = useMemo(
    () =>
      member?.organizationId && settings
        ? { brand: String(settings.hotelBrandId), organizationId: member.organizationId }
        : null,
    [member?.organizationId, settings],
  );
  useDocumentTitle(LL.corporate.admin.heading());
  if (!input || !isOrganizationAdminRole(member?.organizationRole)) {
    return (
      <section className="panel" aria-labelledby="org-admin-heading">
        <h1 id="org-admin-heading">{LL.corporate.admin.heading()}</h1>
        <p className="alert alert-error" role="alert">
          {LL.corporate.admin.refused()}
        </p>
      </section>
    );
  }
  return (
    <OrganizationAdminProvider client={services.client} input={input} inspect={inspect}>
      <OrganizationAdminPage />
    </OrganizationAdminProvider>
  );
}

export function OrganizationAdminPage() {
  const { LL, locale } = useI18nContext();
  const chart = useOrgAdminActorRef();
  const loading = useOrgAdminSelector(selectIsLoadingOrganization);
  const refused = useOrgAdminSelector(selectIsAdminRefused);
  const failure = useOrgAdminSelector(selectOrganizationFailure);
  const reservations = useOrgAdminSelector(selectCorporateReservations);
  const allowances = useOrgAdminSelector(selectAllowances);
  const empty = useOrgAdminSelector(selectIsOrganizationEmpty);
  const { page, totalPages } = useOrgAdminSelector(selectOrganizationPage);
  const canDownload = useOrgAdminSelector(selectCanRequestDownload);
  const creating = useOrgAdminSelector(selectIsCreatingDownload);
  const download = useOrgAdminSelector(selectDownload);
  const downloadFailure = useOrgAdminSelector(selectDownloadFailure);
  const t = LL.corporate.admin;
  const dateTime = (iso: string) => formatDayAndTime(iso, locale, undefined, { withYear: true });
  return (
    <section className="panel org-admin" aria-labelledby="org-admin-heading">
      <h1 id="org-admin-heading">{t.heading()}</h1>
      {loading && <Spinner label={t.loading()} inline />}
      {refused && (
        <p className="alert alert-error" role="alert">
          {t.refused()}
        </p>
      )}
      {failure && (
        <>
          <p className="alert alert-error" role="alert">
            {t.failed()}
          </p>
          <button type="button" onClick={() => chart.send({ type: 'list.retried' })}>
            {t.retry()}
          </button>
        </>
      )}
      {!loading && !refused && !failure && (
        <>
          <h2 id="allowances-heading">{t.allowances()}</h2>
          <div className="table-scroll">
            <table aria-labelledby="allowances-heading">
              <thead>
                <tr>
                  <th scope="col">{t.period()}</th>
                  <th scope="col">{t.maxStays()}</th>
                  <th scope="col">{t.reserved()}</th>
                  <th scope="col">{t.remaining()}</th>
                </tr>
              </thead>
              <tbody>
                {allowances.map((a) => (
                  <tr key={a.periodStart} data-testid="allowance">
                    <th scope="row">{t.periodRange({ start: a.periodStart, end: a.periodEnd })}</th>
                    <td>{a.maxStays}</td>
                    <td>{a.reserved}</td>
                    <td>{a.remaining}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>

          <h2 id="org-reservations-heading">{t.reservations()}</h2>
          <div className="org-download" aria-live="polite">
            <button
              type="button"
              className="primary"
              disabled={!canDownload || creating}
              onClick={() => chart.send({ type: 'download.requested' })}
            >
              {creating ? t.creating() : t.download()}
            </button>
            {download && (
              <div className="alert alert-success" role="status">
                <p>{t.ready()}</p>
                <p>
                  {t.password()}:{' '}
                  <strong data-testid="zip-password" className="zip-password">
                    {download.password}
                  </strong>
                </p>
                <p>{t.passwordNote()}</p>
                <p>
                  <a href={download.downloadPath} download={download.fileName}>
                    {t.downloadLink({ file: download.fileName })}
                  </a>
                </p>
                <p>
                  {t.expires({ time: dateTime(download.expiresAt) })}{' '}
                  {t.downloadsLeft({ count: download.downloadsLeft })}
                </p>
                <button type="button" onClick={() => chart.send({ type: 'download.dismissed' })}>
                  {t.dismiss()}
                </button>
              </div>
            )}
            {downloadFailure && (
              <p className="alert alert-error" role="alert">
                {downloadFailure.code === ErrorCode.csvDownloadLimit ? t.limit() : t.downloadFailed()}
              </p>
            )}
          </div>
          {empty && <p>{t.empty()}</p>}
          {reservations.length > 0 && (
            <div className="table-scroll">
              <table aria-labelledby="org-reservations-heading">
                <thead>
                  <tr>
                    <th scope="col">{t.number()}</th>
                    <th scope="col">{t.reservedAt()}</th>
                    <th scope="col">{t.guest()}</th>
                    <th scope="col">{t.bookedBy()}</th>
                    <th scope="col">{t.hotel()}</th>
                    <th scope="col">{t.checkin()}</th>
                    <th scope="col">{t.nights()}</th>
                    <th scope="col">{t.rooms()}</th>
                    <th scope="col">{t.status()}</th>
                    <th scope="col">{t.price()}</th>
                  </tr>
                </thead>
                <tbody>
                  {reservations.map((r) => (
                    <tr key={r.reservationNumber} data-testid="org-reservation">
                      <th scope="row">{r.reservationNumber}</th>
                      <td>{dateTime(r.reservedAt)}</td>
                      <td>{r.guestName}</td>
                      <td>{r.bookedBy}</td>
                      <td>{r.hotelName}</td>
                      <td>{r.checkinDate}</td>
                      <td>{r.nights}</td>
                      <td>{r.rooms}</td>
                      <td>
                        {LL.corporate.status[r.status as 'done' | 'payment_pending' | 'cancelled']?.() ?? r.status}
                      </td>
                      <td>{formatMoney(r.totalPrice, r.currency, locale)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {totalPages > 1 && (
            <nav aria-label={t.page({ page, total: totalPages })}>
              <button
                type="button"
                disabled={page <= 1}
                onClick={() => chart.send({ type: 'page.selected', page: page - 1 })}
              >
                {t.previous()}
              </button>
              <span>{t.page({ page, total: totalPages })}</span>
              <button
                type="button"
                disabled={page >= totalPages}
                onClick={() => chart.send({ type: 'page.selected', page: page + 1 })}
              >
                {t.next()}
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
