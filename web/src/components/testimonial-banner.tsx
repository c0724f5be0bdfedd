import './testimonial-banner.css';
/** A member's quote on a beige band (unavailable-tool page, trade opportunities). */
export function TestimonialBanner({
  quote = 'I found a photo of a living room I loved, and within a day two ambassadors had sent me look boards with pieces I could actually buy. My room finally looks like the picture.',
  author = 'Emma R.',
  role = 'DecorLook member, Portland',
}: {
  quote?: string;
  author?: string;
  role?: string;
}) {
  return (
    <figure className="dl-testimonial" aria-label="Testimonial">
      <blockquote className="dl-testimonial__quote">“{quote}”</blockquote>
      <figcaption className="dl-testimonial__author">
        <strong>{author}</strong>
        <span>{role}</span>
      </figcaption>
    </figure>
  );
}
