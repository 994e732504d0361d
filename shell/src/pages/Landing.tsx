import { useSession } from '@booknook/session';
import { buttonClassName, Logo, PLAIN_LIST, usePageTitle } from '@booknook/ui';

const FEATURES = [
  { title: 'Shelves for every book', text: 'Keep books on Currently Reading, Want To Read, Read and Did Not Finish, plus shelves of your own.' },
  { title: 'Progress by the page', text: 'Note where you are in a book and see how far you have come.' },
  { title: 'Reviews and ratings', text: 'Rate what you read, say how it was paced and what drove it.' },
  { title: 'Your reading in numbers', text: 'See your top genres and authors and how long your books were, year by year.' },
];

/**
 * The public front page: what BookNook is, and the way in. It has a build of its own without the
 * router (landing/index.tsx), so its links are ordinary ones: following one loads the app.
 */
export function Landing() {
  const signedIn = useSession((state) => state.token !== null);
  usePageTitle(null);
  return (
    <div className="shell-public">
      <header className="shell-public__header">
        <Logo />
        <nav aria-label="Account" className="shell-public__nav">
          {signedIn ? (
            <a href="/home">Go to your books</a>
          ) : (
            <>
              <a href="/login">Log in</a>
              <a href="/signup" className={buttonClassName('primary')}>
                Sign up
              </a>
            </>
          )}
        </nav>
      </header>
      <main className="shell-landing">
        <section className="shell-landing__hero" aria-labelledby="landing-title">
          <h1 id="landing-title">Every book you read, in one cosy nook.</h1>
          <p>
            BookNook keeps track of what you are reading, what you want to read next and what you thought of it. Browse
            books by genre, search the catalogue, and share your shelves and reviews, or keep them to yourself.
          </p>
          <div className="shell-landing__actions">
            {signedIn ? (
              <a href="/home" className={buttonClassName('primary')}>
                Go to your books
              </a>
            ) : (
              <>
                <a href="/signup" className={buttonClassName('primary')}>
                  Sign up
                </a>
                <a href="/login" className={buttonClassName('secondary')}>
                  Log in
                </a>
              </>
            )}
          </div>
        </section>
        <section aria-labelledby="landing-features" className="shell-landing__features">
          <h2 id="landing-features">What you can do</h2>
          <ul className={PLAIN_LIST}>
            {FEATURES.map((feature) => (
              <li key={feature.title}>
                <h3>{feature.title}</h3>
                <p>{feature.text}</p>
              </li>
            ))}
          </ul>
        </section>
      </main>
    </div>
  );
}
