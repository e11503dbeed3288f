import { useTranslations } from "next-intl";

const FEATURES = [
  { icon: "🔗", key: "feature1" },
  { icon: "🎁", key: "feature2" },
  { icon: "🔒", key: "feature3" },
] as const;

/** Three short promises under the form, so a first-time visitor knows what they are creating. */
export function FeatureList() {
  const t = useTranslations("create");
  return (
    <ul className="features">
      {FEATURES.map((feature) => (
        <li className="feature" key={feature.key}>
          <span className="feature-icon" aria-hidden="true">
            {feature.icon}
          </span>
          <div>
            <h3>{t(`${feature.key}Title`)}</h3>
            <p>{t(`${feature.key}Text`)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
