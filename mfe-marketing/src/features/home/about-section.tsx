import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@agency/design-system/card';
import { LandingSection } from './landing-section';
import { StatTiles } from '../stats/stat-tiles';
import { ABOUT_STATS, initials, TEAM, type TeamMember } from './team.data';
import * as sections from './home-sections.module.css';
import * as styles from './home-page.module.css';

export function AboutSection() {
  return (
    <LandingSection
      id="about"
      heading="About Us"
      lead="A small Auckland team that builds, automates and explains things in plain English."
      tone="muted"
    >
      <ul className={styles.cardGrid} aria-label="Our team">
        {TEAM.map((member) => (
          <li key={member.name}>
            <MemberCard member={member} />
          </li>
        ))}
      </ul>
      <StatTiles stats={ABOUT_STATS} className={sections.stats} />
    </LandingSection>
  );
}

function MemberCard({ member }: { member: TeamMember }) {
  return (
    <Card className={styles.memberCard}>
      <CardHeader className={sections.memberHeader}>
        {member.photo ? (
          <img className={sections.avatar} src={member.photo} width={96} height={96} alt={`Portrait of ${member.name}`} loading="lazy" />
        ) : (
          <span className={sections.avatar} aria-hidden="true">
            {initials(member.name)}
          </span>
        )}
        <CardTitle>{member.name}</CardTitle>
        <CardDescription>{member.role}</CardDescription>
      </CardHeader>
      <CardContent>
        <p className={sections.bio}>{member.bio}</p>
      </CardContent>
    </Card>
  );
}
