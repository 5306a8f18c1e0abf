import { Link } from 'react-router-dom';
import { PATHS } from '../lib/paths';
import { Avatar } from './Avatar';
import './author-link.css';

export interface AuthorLinkProps {
  username: string;
  image: string | null | undefined;
  size?: number;
}

/** Avatar and username of an author, linking to the profile; the avatar falls back to the default image. */
export function AuthorLink({ username, image, size = 32 }: AuthorLinkProps) {
  return (
    <Link className="author-link" to={PATHS.profile(username)}>
      <Avatar src={image} size={size} />
      <span className="author-link__name">{username}</span>
    </Link>
  );
}
