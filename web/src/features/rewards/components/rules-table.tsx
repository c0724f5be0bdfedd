import { DAILY_CAP_LINE, pointsLabel, ruleRows } from '../points';

/** POINT_RULES as a table: what earns points, how many, and how often. */
export function RulesTable() {
  return (
    <div className="dl-rewards__rules">
      <table className="dl-rewards__table" aria-label="How to earn points">
        <thead>
          <tr>
            <th scope="col">Activity</th>
            <th scope="col">How</th>
            <th scope="col" className="dl-rewards__num">
              Points
            </th>
            <th scope="col">Earned</th>
          </tr>
        </thead>
        <tbody>
          {ruleRows().map((rule) => (
            <tr key={rule.kind} data-testid="point-rule">
              <th scope="row">{rule.label}</th>
              <td>{rule.description}</td>
              <td className="dl-rewards__num">{pointsLabel(rule.points)}</td>
              <td>{rule.once}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="dl-rewards__note">{DAILY_CAP_LINE} Likes and votes are free to give and earn no points.</p>
    </div>
  );
}
