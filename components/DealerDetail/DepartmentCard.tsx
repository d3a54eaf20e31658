/**
 * One department of a dealer (spec 001 §2): name, type, phone and e-mail, today's status, the week's
 * opening hours, deviation days and vacation days with their titles and dates, and its staff with their
 * titles, phones and e-mails. Phones are tel: links, e-mails mailto: links.
 */
import { styled } from '@mui/material/styles';
import { Icon, useSite } from '../../runtime';
import { formatCalendarDate, openingStatus, telHref, useDealerText } from '../../ui';
import type { DealerSite } from '../../schemas/generated/dealerSite';
import { useDealerDetailText } from './dealerDetailTexts';
import { openingStatusText } from './openingStatusText';

type Department = DealerSite['site_departments'][number];

const Card = styled('article')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2),
  alignContent: 'start',
  padding: theme.spacing(3),
  backgroundColor: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  '& h3': { margin: 0, fontSize: '1.25rem' },
  '& h4': { margin: 0, fontSize: '0.875rem', textTransform: 'uppercase', letterSpacing: '0.04em' },
  '& .type': { margin: 0, color: theme.palette.text.secondary, fontSize: '0.875rem' },
  '& .contact': { display: 'grid', gap: theme.spacing(0.5), margin: 0, padding: 0, listStyle: 'none' },
  '& .contact li': { display: 'flex', alignItems: 'center', gap: theme.spacing(1) },
  '& a': { color: theme.palette.primary.main, overflowWrap: 'anywhere' },
  '& table': { borderCollapse: 'collapse', width: '100%', fontSize: '0.9375rem' },
  '& th, & td': { padding: theme.spacing(0.5, 0), textAlign: 'left', verticalAlign: 'top' },
  '& td': { textAlign: 'right', whiteSpace: 'nowrap' },
  '& th': { fontWeight: 400, paddingRight: theme.spacing(2) },
  '& .vacation': { marginTop: theme.spacing(1) },
  '& .vacation p': { margin: 0 },
  '& .vacation .title': { fontWeight: 600 },
  '& .note': { marginTop: theme.spacing(0.5), fontSize: '0.875rem', color: theme.palette.text.secondary },
}));

/** Days and their hours as the schedule writes them (weekly hours, deviation days). */
function ScheduleTable({ rows }: { rows: readonly { day: string; displayText: string; date?: string }[] }) {
  return (
    <table>
      <tbody>
        {rows.map((row) => (
          <tr key={row.date ?? row.day}>
            <th scope="row">{row.day}</th>
            <td>{row.displayText}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const Status = styled('p')(({ theme }) => ({
  margin: 0,
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  width: 'fit-content',
  padding: theme.spacing(0.5, 1.25),
  borderRadius: 999,
  fontSize: '0.875rem',
  fontWeight: 600,
  backgroundColor: theme.palette.action.hover,
  // The success colour's light shade under its white contrast text is 2.8:1; its main shade is 5.1:1.
  '&[data-open="true"]': {
    backgroundColor: theme.palette.success.main,
    color: theme.palette.success.contrastText,
  },
}));

const Staff = styled('ul')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1.5),
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '& p': { margin: 0 },
  '& .name': { fontWeight: 600 },
  '& .title': { color: theme.palette.text.secondary, fontSize: '0.875rem' },
}));

export function DepartmentCard({ department, now }: { department: Department; now: number }) {
  const site = useSite();
  const text = useDealerDetailText();
  const { departmentType } = useDealerText();
  const schedule = department.openingschedule;
  const status = schedule ? openingStatus(schedule, now, site.timeZone) : null;
  const date = (day: string) => formatCalendarDate(day, site.locale);
  return (
    <Card>
      <div>
        <h3>{department.name}</h3>
        <p className="type">
          {[department.group, departmentType(department.department_type)].filter(Boolean).join(' · ')}
        </p>
      </div>
      {status && (
        <Status data-open={status.kind === 'open'}>
          <Icon name="Clock" size={16} />
          {openingStatusText(status, text, site.locale)}
        </Status>
      )}
      {(department.phone || department.email) && (
        <ul className="contact">
          {department.phone && (
            <li>
              <Icon name="Phone" size={16} />
              <a
                href={telHref(department.phone)}
                aria-label={`${text('dealerDetailPhone')} ${department.phone}`}
              >
                {department.phone}
              </a>
            </li>
          )}
          {department.email && (
            <li>
              <Icon name="Mail" size={16} />
              <a href={`mailto:${department.email}`}>{department.email}</a>
            </li>
          )}
        </ul>
      )}
      {schedule && schedule.openinghours.length > 0 && (
        <section>
          <h4>{text('dealerDetailOpeningHours')}</h4>
          <ScheduleTable rows={schedule.openinghours} />
        </section>
      )}
      {schedule && schedule.deviationdays.length > 0 && (
        <section>
          <h4>{text('dealerDetailDeviations')}</h4>
          <ScheduleTable rows={schedule.deviationdays} />
        </section>
      )}
      {schedule && schedule.vacationdays.length > 0 && (
        <section>
          <h4>{text('dealerDetailVacations')}</h4>
          {schedule.vacationdays.map((row) => (
            <div key={`${row.vacationstart ?? ''}${row.day}`} className="vacation">
              <p className="title">{row.vacationtitle ?? row.day}</p>
              {row.vacationstart && row.vacationend && (
                <p>
                  {text('dealerDetailVacationDates', {
                    from: date(row.vacationstart),
                    to: date(row.vacationend),
                  })}
                </p>
              )}
              <p className="note">{row.displayText}</p>
            </div>
          ))}
        </section>
      )}
      {department.users && department.users.length > 0 && (
        <section>
          <h4>{text('dealerDetailStaff')}</h4>
          <Staff>
            {department.users.map((user) => (
              <li key={user.email ?? `${user.first_name} ${user.last_name}`}>
                <p className="name">{`${user.first_name} ${user.last_name}`}</p>
                {user.title && <p className="title">{user.title}</p>}
                {user.phone && (
                  <p>
                    <a href={telHref(user.phone)}>{user.phone}</a>
                  </p>
                )}
                {user.email && (
                  <p>
                    <a href={`mailto:${user.email}`}>{user.email}</a>
                  </p>
                )}
              </li>
            ))}
          </Staff>
        </section>
      )}
    </Card>
  );
}
