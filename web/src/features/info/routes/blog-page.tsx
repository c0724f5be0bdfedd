import { paths } from '../../../config/paths';
import { InfoArticle } from '../components/info-article';
import { InfoCallToAction } from '../components/info-call-to-action';
import { BLOG_ARTICLES } from '../content/blog-articles';

/** /blog, and /how-it-works and /get-started-now (spec 2.1: the same page). */
export function BlogPage() {
  return (
    <InfoArticle
      eyebrow="Blog"
      title="How DecorLook Works"
      lead={<p>Guides to every tool on DecorLook: get the look, shop it, curate it, request it, and the community behind it.</p>}
      sections={[]}
    >
      <nav aria-label="Articles">
        <ul className="dl-info-blog__index">
          {BLOG_ARTICLES.map((article) => (
            <li key={article.id}>
              <a className="dl-info-blog__card" href={`#${article.id}`}>
                <span className="dl-info-blog__card-tag">{article.tag}</span>
                <span className="dl-info-blog__card-title">{article.title}</span>
                <span className="dl-info-blog__card-summary">{article.summary}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {BLOG_ARTICLES.map((article) => (
        <article key={article.id} id={article.id} className="dl-info-blog__article" aria-labelledby={`${article.id}-title`}>
          <p className="dl-eyebrow">{article.tag}</p>
          <h2 id={`${article.id}-title`} className="dl-info-blog__article-title">
            {article.title}
          </h2>
          <p className="dl-info-blog__meta">{article.readingMinutes} min read</p>
          {article.body}
        </article>
      ))}
      <InfoCallToAction
        id="blog-start"
        title="Get started now"
        text="Pick a room you love, or ask an ambassador to curate one for you."
        links={[
          { to: paths.getTheLook, label: 'Get the Look' },
          { to: paths.requestTheLook, label: 'Request the Look' },
        ]}
      />
    </InfoArticle>
  );
}
