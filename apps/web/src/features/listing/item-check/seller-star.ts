/** eBay's feedback star colours (FeedbackRatingStarCodeType), from 10 feedback points (Yellow) upwards. */
const starColors: Record<string, string> = {
  Yellow: '#f4c430',
  Blue: '#1c7ed6',
  Turquoise: '#12b8c4',
  Purple: '#862e9c',
  Red: '#e03131',
  Green: '#2f9e44',
  Silver: '#adb5bd',
};

export interface SellerStar {
  /** The star's fill colour. */
  color: string;
  /** A shooting star: eBay's marks from 10,000 feedback points on. */
  isShooting: boolean;
}

/**
 * The star image of a seller (spec 002 §2) from eBay's colour name, e.g. `Turquoise` or `RedShooting`. `None`
 * and names eBay may add later show no star.
 */
export function sellerStarOf(feedbackRatingStar: string): SellerStar | null {
  const isShooting = feedbackRatingStar.endsWith('Shooting');
  const name = isShooting ? feedbackRatingStar.slice(0, -'Shooting'.length) : feedbackRatingStar;
  const color = starColors[name];
  return color ? { color, isShooting } : null;
}
