import { Link } from 'react-router-dom';
import StaticPage from '../../components/StaticPage';
import { site } from '../../app/site';
import { policy } from './policyFacts';

export default function AboutUsPage() {
  return (
    <StaticPage title="About Us">
      <p>
        {site.name} started with a handful of shirts sold at underground gigs in Dhaka. Today we print and stock band tees, hoodies,
        jerseys, caps and accessories for Bangladeshi and international metal bands, alongside our own label, <Link to="/wings">Wings</Link>
        .
      </p>
      <p>
        We deliver all over Bangladesh in {policy.deliveryTime}, with cash on delivery inside Dhaka and online payment by{' '}
        {policy.paymentOptions.slice(0, 3).join(', ')}.
      </p>
      <h2 id="shop-address">Shop Address</h2>
      <p>
        {site.address}. Find all our showrooms on the <Link to="/outlet">outlet page</Link>, or call{' '}
        <a href={site.phoneHref}>{site.phone}</a>.
      </p>
      <h2>Join Our Community</h2>
      <p>Follow us for new drops, gig merch and news from the scene.</p>
    </StaticPage>
  );
}
