import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  ACCOUNT_MESSAGES,
  BUILT_IN_SHELF,
  customShelvesQuery,
  errorText,
  genrePreferencesQuery,
  profileQuery,
  readerReviewsQuery,
  REVIEW_MESSAGES,
  SHELF_MESSAGES,
  shelfBooksQuery,
  type Profile,
  type ShelfSort,
} from '@booknook/api';
import { GoalCard, ReviewList, ShelfBookList, ShelfBooksError } from '@booknook/features';
import { buttonClassName, EmptyState, ErrorMessage, Loading, PLAIN_LIST, usePageTitle } from '@booknook/ui';
import { ProfilePicture } from '../components/ProfilePicture';
import { PROFILE_TEXT } from '../messages';
import './profile.css';

const PROFILE_PREFERENCES = 5;
const RECENTLY_READ = 5;

/** Another reader's content is asked for by their id; one's own without it (the API's rule). */
const ownerParam = (profile: Profile) => (profile.isOwn ? undefined : profile.id);

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `profile-section-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <section className="bn-section bn-profile__section" aria-labelledby={id}>
      <div className="bn-section__header">
        <h2 id={id}>{title}</h2>
      </div>
      {children}
    </section>
  );
}

function Preferences({ profile }: { profile: Profile }) {
  const preferences = useQuery(genrePreferencesQuery(PROFILE_PREFERENCES, ownerParam(profile)));
  if (preferences.isPending) return <p className="bn-profile__preferences">Loading genre preferences…</p>;
  if (preferences.isError) return <ErrorMessage>{SHELF_MESSAGES.preferencesFailed}</ErrorMessage>;
  const genres = preferences.data.map((preference) => preference.Genre.description);
  return (
    <p className="bn-profile__preferences">
      <span className="bn-profile__label">Genre preferences: </span>
      {genres.length > 0 ? genres.join(', ') : 'none yet'}
    </p>
  );
}

interface ShelfSectionProps {
  profile: Profile;
  title: string;
  shelfName: string;
  limit: number;
  sort: ShelfSort;
  emptyText: string;
}

function ShelfSection({ profile, title, shelfName, limit, sort, emptyText }: ShelfSectionProps) {
  const books = useQuery(shelfBooksQuery({ shelfName, sort, offset: 0, limit, userId: ownerParam(profile) }));
  return (
    <Section title={title}>
      {books.isPending ? <Loading label={`Loading ${title}…`} /> : null}
      {books.isError ? <ShelfBooksError error={books.error} /> : null}
      {books.isSuccess ? <ShelfBookList books={books.data.books} layout="row" label={title} emptyText={emptyText} /> : null}
    </Section>
  );
}

function Bookshelves({ profile }: { profile: Profile }) {
  const shelves = useQuery(customShelvesQuery(ownerParam(profile)));
  return (
    <Section title="Bookshelves">
      {shelves.isPending ? <Loading label="Loading bookshelves…" /> : null}
      {shelves.isError ? <ErrorMessage>{errorText(shelves.error, SHELF_MESSAGES.fetchCustomShelvesFailed)}</ErrorMessage> : null}
      {shelves.isSuccess && shelves.data.length === 0 ? <EmptyState>{SHELF_MESSAGES.noCustomShelves}</EmptyState> : null}
      {shelves.isSuccess && shelves.data.length > 0 ? (
        <ul className={`${PLAIN_LIST} bn-profile__shelves`}>
          {shelves.data.map((shelf) => (
            <li key={shelf.id}>
              <Link className={buttonClassName('secondary')} to={`/booknook/${encodeURIComponent(shelf.name)}?userId=${profile.id}`}>
                {shelf.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </Section>
  );
}

function ReaderReviews({ userId }: { userId: number }) {
  const reviews = useInfiniteQuery(readerReviewsQuery(userId));
  return <ReviewList reviews={reviews} headedBy="book" />;
}

function Reviews({ profile }: { profile: Profile }) {
  return <Section title="Reviews">{profile.id ? <ReaderReviews userId={profile.id} /> : <ErrorMessage>{REVIEW_MESSAGES.noUserOrBook}</ErrorMessage>}</Section>;
}

/** This year's goal of the profile's owner, shown read-only with their main shelves (as the server allows). */
function ProfileGoal({ profile }: { profile: Profile }) {
  const year = new Date().getFullYear();
  return <GoalCard year={year} userId={profile.id} heading={`${profile.username}'s ${year} reading goal`} />;
}

function ProfileView({ profile }: { profile: Profile }) {
  return (
    <>
      <header className="bn-profile__header">
        <ProfilePicture name={profile.display_name} filename={profile.profile_picture} isOwn={profile.isOwn} size={112} />
        <div className="bn-profile__identity">
          <h1>{profile.display_name}</h1>
          <p className="bn-profile__username">@{profile.username}</p>
          {profile.bio ? <p className="bn-profile__bio">{profile.bio}</p> : null}
          {profile.isPrivate ? null : <Preferences profile={profile} />}
        </div>
        {profile.isOwn ? (
          <Link to="/settings" className={buttonClassName('secondary', false, 'bn-profile__edit')}>
            Edit Profile
          </Link>
        ) : null}
      </header>
      {profile.isPrivate ? (
        <EmptyState>{ACCOUNT_MESSAGES.profilePrivate}</EmptyState>
      ) : (
        <>
          {profile.sections.mainShelves ? (
            <>
              <ProfileGoal profile={profile} />
              <ShelfSection profile={profile} title="Currently Reading" shelfName={BUILT_IN_SHELF.currentlyReading.name} limit={1} sort="date_updated-DESC" emptyText={PROFILE_TEXT.noCurrentlyReading} />
              <ShelfSection profile={profile} title="Recently Read" shelfName={BUILT_IN_SHELF.read.name} limit={RECENTLY_READ} sort="finished-DESC" emptyText={PROFILE_TEXT.noBooksRead} />
            </>
          ) : null}
          {profile.sections.customShelves ? <Bookshelves profile={profile} /> : null}
          {profile.sections.reviews ? <Reviews profile={profile} /> : null}
        </>
      )}
    </>
  );
}

/** /profile/:username (spec section 2): a reader's header, and the sections their settings show. */
export function ProfilePage() {
  const { username = '' } = useParams();
  const profile = useQuery(profileQuery(username));
  usePageTitle(username);
  return (
    <div className="bn-profile">
      {profile.isPending ? <Loading label="Loading profile…" /> : null}
      {profile.isError ? (
        <>
          <h1 className="visually-hidden">Profile</h1>
          <ErrorMessage>{errorText(profile.error, PROFILE_TEXT.profileFetchFailed)}</ErrorMessage>
        </>
      ) : null}
      {profile.isSuccess ? <ProfileView profile={profile.data} /> : null}
    </div>
  );
}
