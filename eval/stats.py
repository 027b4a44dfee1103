"""Statistics for comparing the pipelines (Naive RAG, Graph RAG, G-RAG) on the same questions.

Scores come as a long DataFrame with the columns ``question_id``, ``pipeline``, ``metric`` and
``score`` (float; NaN means invalid or missing). Every question goes through every pipeline, so the
design is repeated measures and the paired tests are the right ones:

===========  ===================================  =============================================
kind         omnibus test                          post-hoc (pairs of pipelines)
===========  ===================================  =============================================
ordinal      Friedman, Kendall's W                 Wilcoxon signed-rank + Holm, rank-biserial r
binary       Cochran's Q                           McNemar (exact if < 25 discordant) + Holm
continuous   repeated-measures ANOVA, partial eta² Tukey HSD; paired t-tests + Holm as well
===========  ===================================  =============================================

With only two pipelines the omnibus test is the pairwise test itself for ordinal scores (the
Friedman test needs three), while Cochran's Q and the repeated-measures ANOVA still apply.

The one-way ANOVA of the G-RAG paper (F(df_between, df_within), p) is in :func:`anova_oneway`; it
treats the pipelines as independent groups and is kept to compare with the paper's Table 1, whose
numbers :func:`anova_from_summary` reproduces from means and SDs alone.

Every result is a plain JSON-serialisable dict (numbers are Python floats/ints; NaN and infinity
become ``None``). When a test cannot say anything meaningful (fewer than two pipelines, fewer than
five complete questions, no variation) the dict has ``"ok": False`` and a plain-words ``"reason"``.
"""
from __future__ import annotations

import itertools
import math
from collections.abc import Mapping, Sequence

import numpy as np
import pandas as pd
from scipy import stats as sps

KINDS = ("ordinal", "binary", "continuous")

#: The kind of each metric the evaluation records; :func:`metric_kind` falls back to inference.
METRIC_KINDS: dict[str, str] = {
    "correctness": "ordinal",
    "faithfulness": "binary",
    "relevancy": "binary",
    "answer_relevancy": "binary",
    "value_correctness": "binary",
    "context_recall": "binary",
    "abstention": "binary",
    "unsupported_value": "binary",
    "context_relevancy": "continuous",
    "latency": "continuous",
    "latency_s": "continuous",
    "tokens": "continuous",
}

MIN_QUESTIONS = 5        # fewer complete questions than this: no paired test
EXACT_MCNEMAR_BELOW = 25  # discordant pairs below this: exact (binomial) McNemar test
WILCOXON_ZERO_METHOD = "wilcox"  # zero differences (ties between the two pipelines) are dropped
COLUMNS = ("question_id", "pipeline", "metric", "score")


# --------------------------------------------------------------------------------------------------
# small helpers


def _num(x):
    """A JSON-safe Python number: NaN/inf -> None, numpy scalars -> float/int."""
    if x is None:
        return None
    if isinstance(x, (bool, np.bool_)):
        return bool(x)
    if isinstance(x, (int, np.integer)):
        return int(x)
    x = float(x)
    return x if math.isfinite(x) else None


def _clean(obj):
    """Recursively turn numpy types, tuples and non-finite floats into JSON-safe values."""
    if isinstance(obj, Mapping):
        return {str(k): _clean(v) for k, v in obj.items()}
    if isinstance(obj, (list, tuple, np.ndarray)):
        return [_clean(v) for v in obj]
    if isinstance(obj, (float, int, np.floating, np.integer, np.bool_, bool)) or obj is None:
        return _num(obj)
    return obj if isinstance(obj, str) else str(obj)


def _fail(reason: str, **extra) -> dict:
    return _clean({"ok": False, "reason": reason, **extra})


def _check_columns(df: pd.DataFrame) -> None:
    missing = [c for c in COLUMNS if c not in df.columns]
    if missing:
        raise ValueError(f"scores need the columns {list(COLUMNS)}; missing {missing}")


def holm(pvalues: Sequence[float]) -> list[float]:
    """Holm-adjusted p-values (statsmodels ``multipletests(method="holm")``); None stays None."""
    from statsmodels.stats.multitest import multipletests

    idx = [i for i, p in enumerate(pvalues) if p is not None and math.isfinite(p)]
    out: list[float | None] = [None] * len(pvalues)
    if idx:
        adj = multipletests([pvalues[i] for i in idx], method="holm")[1]
        for i, a in zip(idx, adj):
            out[i] = float(a)
    return out


def infer_kind(values) -> str:
    """Guess a metric's kind from its values: only 0/1 -> binary, whole numbers 1..5 -> ordinal."""
    v = pd.Series(values, dtype=float).dropna().to_numpy()
    if v.size and np.isin(v, (0.0, 1.0)).all():
        return "binary"
    if v.size and (v == np.round(v)).all() and v.min() >= 1 and v.max() <= 5:
        return "ordinal"
    return "continuous"


def metric_kind(metric: str, values=None) -> str:
    """The kind of a metric: from :data:`METRIC_KINDS`, else inferred from its values."""
    if metric in METRIC_KINDS:
        return METRIC_KINDS[metric]
    if values is None:
        raise ValueError(f"unknown metric {metric!r}: give its kind ({', '.join(KINDS)})")
    return infer_kind(values)


def _metric_rows(df: pd.DataFrame, metric: str) -> pd.DataFrame:
    _check_columns(df)
    return df.loc[df["metric"] == metric, list(COLUMNS)]


def _pipelines(rows: pd.DataFrame, pipelines: Sequence[str] | None) -> list[str]:
    return list(pipelines) if pipelines is not None else list(pd.unique(rows["pipeline"]))


def complete_questions(df: pd.DataFrame, metric: str, pipelines: Sequence[str] | None = None
                       ) -> tuple[pd.DataFrame, list]:
    """Wide table (question_id x pipeline) of one metric, only questions scored (non-NaN) by every
    compared pipeline, and the list of question_ids dropped because they were incomplete."""
    rows = _metric_rows(df, metric)
    pipes = _pipelines(rows, pipelines)
    rows = rows[rows["pipeline"].isin(pipes)]
    dup = rows.duplicated(["question_id", "pipeline"])
    if dup.any():
        first = rows.loc[dup, ["question_id", "pipeline"]].iloc[0].tolist()
        raise ValueError(f"{metric}: more than one score for question {first[0]!r}, pipeline {first[1]!r}")
    wide = rows.pivot(index="question_id", columns="pipeline", values="score")
    wide = wide.reindex(columns=pipes)
    keep = wide.notna().all(axis=1)
    dropped = [q for q in wide.index[~keep]]
    return wide.loc[keep].astype(float), dropped


# --------------------------------------------------------------------------------------------------
# 1. descriptive table


def wilson_ci(successes: float, n: int, conf: float = 0.95) -> tuple[float, float]:
    """Wilson score interval of a proportion (statsmodels ``proportion_confint(method="wilson")``)."""
    from statsmodels.stats.proportion import proportion_confint

    if n <= 0:
        return (math.nan, math.nan)
    lo, hi = proportion_confint(successes, n, alpha=1 - conf, method="wilson")
    return float(lo), float(hi)


def t_ci(values, conf: float = 0.95) -> tuple[float, float]:
    """t-based confidence interval of a mean (NaN with fewer than two values)."""
    v = np.asarray(values, dtype=float)
    n = v.size
    if n < 2:
        return (math.nan, math.nan)
    m, se = v.mean(), v.std(ddof=1) / math.sqrt(n)
    h = sps.t.ppf(0.5 + conf / 2, n - 1) * se
    return float(m - h), float(m + h)


def summary_table(df: pd.DataFrame, kinds: Mapping[str, str] | None = None, conf: float = 0.95
                  ) -> pd.DataFrame:
    """Per (pipeline, metric): n (non-NaN scores), mean, sd (ddof=1), and the 95% CI of the mean —
    t-based, or Wilson for binary metrics — plus ``mean_sd`` ("2.43 ± 1.51") as in the G-RAG paper's
    Table 1. ``kinds`` overrides :data:`METRIC_KINDS` per metric."""
    _check_columns(df)
    kinds = dict(kinds or {})
    out = []
    for metric in pd.unique(df["metric"]):
        mrows = df[df["metric"] == metric]
        kind = kinds.get(metric) or metric_kind(metric, mrows["score"])
        for pipe in pd.unique(mrows["pipeline"]):
            v = mrows.loc[mrows["pipeline"] == pipe, "score"].astype(float).dropna().to_numpy()
            n = int(v.size)
            mean = float(v.mean()) if n else math.nan
            sd = float(v.std(ddof=1)) if n > 1 else math.nan
            if kind == "binary":
                lo, hi = wilson_ci(v.sum(), n, conf)
                method = "Wilson"
            else:
                lo, hi = t_ci(v, conf)
                method = "t"
            out.append({"pipeline": pipe, "metric": metric, "kind": kind, "n": n, "mean": mean, "sd": sd,
                        "ci_low": lo, "ci_high": hi, "ci_method": method,
                        "mean_sd": f"{mean:.2f} ± {sd:.2f}" if n > 1 else (f"{mean:.2f}" if n else "–")})
    return pd.DataFrame(out, columns=["pipeline", "metric", "kind", "n", "mean", "sd", "ci_low", "ci_high",
                                      "ci_method", "mean_sd"])


# --------------------------------------------------------------------------------------------------
# 2. one-way ANOVA as in the G-RAG paper


def anova_from_summary(means: Sequence[float], sds: Sequence[float], ns: Sequence[int]
                       ) -> tuple[float, int, int, float]:
    """One-way ANOVA from summary statistics: (F, df_between, df_within, p).

    SS_between = Σ n_i (m_i − m̄)² with m̄ the n-weighted grand mean, SS_within = Σ (n_i − 1) s_i²;
    exact for the given means and SDs (s_i with ddof=1)."""
    m, s, n = (np.asarray(x, dtype=float) for x in (means, sds, ns))
    k, total = m.size, n.sum()
    grand = (n * m).sum() / total
    ss_b = (n * (m - grand) ** 2).sum()
    ss_w = ((n - 1) * s ** 2).sum()
    df1, df2 = k - 1, int(total - k)
    f = (ss_b / df1) / (ss_w / df2)
    return float(f), int(df1), int(df2), float(sps.f.sf(f, df1, df2))


def from_table1(means, sds, n: int, seed: int = 0, metric: str = "correctness") -> pd.DataFrame:
    """Synthetic normal samples whose means and SDs (ddof=1) are exactly the given ones, as a long
    scores DataFrame (question_ids 0..n−1 for every pipeline). A reference for a paper's table only:
    the samples are continuous, not 1–5 ratings.

    ``means``/``sds`` are dicts {pipeline: value} or sequences (pipelines then "P1", "P2", ...)."""
    if not isinstance(means, Mapping):
        means = {f"P{i + 1}": v for i, v in enumerate(means)}
    if not isinstance(sds, Mapping):
        sds = dict(zip(means, sds))
    rng = np.random.default_rng(seed)
    rows = []
    for pipe, mean in means.items():
        z = rng.standard_normal(n)
        z = (z - z.mean()) / z.std(ddof=1)
        x = mean + sds[pipe] * z
        rows += [{"question_id": q, "pipeline": pipe, "metric": metric, "score": float(v)} for q, v in enumerate(x)]
    return pd.DataFrame(rows, columns=list(COLUMNS))


def anova_oneway(df: pd.DataFrame, metric: str, pipelines: Sequence[str] | None = None) -> dict:
    """One-way ANOVA across pipelines (scipy ``f_oneway``) on all non-NaN scores of one metric,
    reported as F(df_between, df_within), p — the G-RAG paper's analysis — with eta² = SS_b/SS_total.

    It treats pipelines as independent groups; for the paired design use :func:`analyse`."""
    rows = _metric_rows(df, metric).dropna(subset=["score"])
    pipes = _pipelines(rows, pipelines)
    groups = {p: rows.loc[rows["pipeline"] == p, "score"].astype(float).to_numpy() for p in pipes}
    groups = {p: g for p, g in groups.items() if g.size}
    base = {"test": "one-way ANOVA", "metric": metric, "pipelines": list(groups),
            "n": {p: int(g.size) for p, g in groups.items()}}
    if len(groups) < 2:
        return _fail(f"{metric}: fewer than two pipelines have scores, so there is nothing to compare.", **base)
    if any(g.size < 2 for g in groups.values()):
        small = [p for p, g in groups.items() if g.size < 2]
        return _fail(f"{metric}: {', '.join(small)} has fewer than two scores.", **base)
    allv = np.concatenate(list(groups.values()))
    if np.ptp(allv) == 0:
        return _fail(f"{metric}: every score is {allv[0]:g}, so there is no variation to test.", **base)
    within = sum(((g - g.mean()) ** 2).sum() for g in groups.values())
    if within == 0:
        return _fail(f"{metric}: scores do not vary within any pipeline, so F is undefined.", **base)
    res = sps.f_oneway(*groups.values())
    df1, df2 = len(groups) - 1, int(allv.size - len(groups))
    ss_t = ((allv - allv.mean()) ** 2).sum()
    eta2 = (ss_t - within) / ss_t
    f, p = float(res.statistic), float(res.pvalue)
    return _clean({**base, "ok": True, "statistic": f, "df": [df1, df2], "p": p,
                   "effect_name": "eta squared", "effect": eta2,
                   "means": {k: g.mean() for k, g in groups.items()},
                   "report": f"F({df1}, {df2}) = {f:.2f}, p = {p:.3f}"})


# --------------------------------------------------------------------------------------------------
# 3. paired analysis by metric kind


def which_test(kind: str) -> str:
    """One line saying which test fits a metric of this kind, and why."""
    lines = {
        "ordinal": "Correctness-type scores are ordinal (1–5) and every question is answered by every pipeline, "
                   "so the Friedman test (the rank-based repeated-measures test) is used, with Kendall's W, "
                   "then Wilcoxon signed-rank tests between pairs with Holm correction — not a one-way ANOVA, "
                   "which assumes independent groups and interval data.",
        "binary": "The score is yes/no (0/1) and every question is scored for every pipeline, so Cochran's Q "
                  "(the repeated-measures test for proportions) is used, then McNemar tests between pairs "
                  "(exact when fewer than 25 questions disagree) with Holm correction.",
        "continuous": "The score is continuous and every question is scored for every pipeline, so a "
                      "repeated-measures ANOVA is used, with partial eta², then Tukey HSD between pairs "
                      "(and paired t-tests with Holm correction, which respect the pairing).",
    }
    if kind not in lines:
        raise ValueError(f"unknown kind {kind!r}: one of {', '.join(KINDS)}")
    return lines[kind]


def _direction(diff: float) -> str:
    return "a>b" if diff > 0 else ("a<b" if diff < 0 else "equal")


def wilcoxon_exact_p(d) -> float:
    """Two-sided p of the Wilcoxon signed-rank test from the exact null distribution of T+ given the
    observed ranks (zero differences dropped, tied |d| sharing average ranks): every sign pattern is
    equally likely, 2·min(P(T+ ≤ t), P(T+ ≥ t)), capped at 1. Average ranks are multiples of 1/2, so
    the distribution is counted on doubled ranks by dynamic programming. Without ties this is the
    classical exact test; with ties it is the exact permutation test (what scipy's ``wilcoxon`` does by
    enumerating 2^n sign flips for n ≤ 13, here without the enumeration and for any n)."""
    d = np.asarray(d, float)
    d = d[d != 0]
    if d.size == 0:
        return 1.0
    r2 = np.rint(2 * sps.rankdata(np.abs(d))).astype(int)
    dist = np.zeros(int(r2.sum()) + 1)
    dist[0] = 1.0
    for r in r2:
        shifted = np.zeros_like(dist)
        shifted[r:] = dist[:-r]
        dist = 0.5 * dist + 0.5 * shifted
    obs = int(r2[d > 0].sum())
    return float(min(1.0, 2 * min(dist[: obs + 1].sum(), dist[obs:].sum())))


def wilcoxon_pair(a, b) -> dict:
    """Wilcoxon signed-rank test of paired a vs b with zero_method="wilcox": zero differences, i.e.
    questions where both pipelines got the same score, are dropped, as in Wilcoxon's original test
    (with 1–5 ratings such ties are common; "zsplit" would keep them as half positive, half negative and
    dilute the test). Statistic T = min(T+, T−) as scipy reports it; p exact (:func:`wilcoxon_exact_p`)
    up to 1000 pairs, else scipy's normal approximation with tie and continuity corrections.
    Effect: matched-pairs rank-biserial r = (T+ − T−)/(T+ + T−), positive when a > b; the direction
    follows its sign (what the test tests), or the means when it is 0."""
    a, b = np.asarray(a, float), np.asarray(b, float)
    d = a - b
    nz = d[d != 0]
    out = {"test": "Wilcoxon signed-rank", "n": int(d.size), "n_nonzero": int(nz.size),
           "effect_name": "rank-biserial r", "mean_a": a.mean(), "mean_b": b.mean(),
           "median_a": float(np.median(a)), "median_b": float(np.median(b))}
    if nz.size == 0:
        return {**out, "statistic": 0.0, "p": 1.0, "effect": 0.0, "direction": "equal"}
    ranks = sps.rankdata(np.abs(nz))
    t_plus, t_minus = ranks[nz > 0].sum(), ranks[nz < 0].sum()
    r = (t_plus - t_minus) / (t_plus + t_minus)
    if nz.size <= 1000:
        p = wilcoxon_exact_p(nz)
    else:
        p = float(sps.wilcoxon(a, b, zero_method=WILCOXON_ZERO_METHOD, method="asymptotic").pvalue)
    direction = _direction(r) if r != 0 else _direction(a.mean() - b.mean())
    return {**out, "statistic": float(min(t_plus, t_minus)), "p": p, "effect": float(r),
            "direction": direction}


def mcnemar_pair(a, b) -> dict:
    """McNemar test of paired 0/1 outcomes a vs b: exact binomial when fewer than 25 discordant pairs,
    else chi-square with continuity correction. Effects: difference in proportions (a − b) and the
    odds ratio of discordant pairs n10/n01 (Haldane +0.5 when one of them is 0)."""
    from statsmodels.stats.contingency_tables import mcnemar

    a, b = np.asarray(a, int), np.asarray(b, int)
    n11, n10 = int(((a == 1) & (b == 1)).sum()), int(((a == 1) & (b == 0)).sum())
    n01, n00 = int(((a == 0) & (b == 1)).sum()), int(((a == 0) & (b == 0)).sum())
    disc = n10 + n01
    diff = (n10 - n01) / a.size
    if n10 and n01:
        odds, corrected = n10 / n01, False
    else:
        odds, corrected = (n10 + 0.5) / (n01 + 0.5), True
    exact = disc < EXACT_MCNEMAR_BELOW
    out = {"test": "McNemar" + (" (exact)" if exact else " (chi-square, continuity-corrected)"),
           "n": int(a.size), "discordant": [n10, n01], "table": [[n11, n10], [n01, n00]],
           "effect_name": "difference in proportions", "effect": diff,
           "odds_ratio": odds, "odds_ratio_corrected": corrected,
           "mean_a": a.mean(), "mean_b": b.mean(), "direction": _direction(diff)}
    if disc == 0:
        return {**out, "statistic": 0.0, "p": 1.0}
    res = mcnemar([[n11, n10], [n01, n00]], exact=exact, correction=True)
    return {**out, "statistic": float(res.statistic), "p": float(res.pvalue)}


def ttest_pair(a, b) -> dict:
    """Paired t-test a vs b (scipy ``ttest_rel``); effect Cohen's d_z = mean(a − b)/sd(a − b)."""
    a, b = np.asarray(a, float), np.asarray(b, float)
    d = a - b
    sd = d.std(ddof=1)
    out = {"test": "paired t-test", "n": int(d.size), "df": int(d.size - 1), "effect_name": "Cohen's d_z",
           "mean_a": a.mean(), "mean_b": b.mean(), "direction": _direction(d.mean())}
    if sd == 0:
        # identical differences: no variance, t undefined (or infinite)
        return {**out, "statistic": None, "p": 1.0 if d.mean() == 0 else None, "effect": None}
    res = sps.ttest_rel(a, b)
    return {**out, "statistic": float(res.statistic), "p": float(res.pvalue), "effect": d.mean() / sd}


def _pairwise(wide: pd.DataFrame, test) -> list[dict]:
    """Run ``test`` on every pair of pipelines (columns) and add Holm-adjusted p-values."""
    rows = []
    for a, b in itertools.combinations(wide.columns, 2):
        rows.append({"a": a, "b": b, **test(wide[a].to_numpy(), wide[b].to_numpy())})
    for r, ph in zip(rows, holm([r["p"] for r in rows])):
        r["p_holm"] = ph
        r["p_adj"] = ph
        r["adjustment"] = "Holm"
    return rows


def tukey_pairs(wide: pd.DataFrame, alpha: float = 0.05) -> list[dict]:
    """Tukey HSD between every pair of pipelines (statsmodels ``pairwise_tukeyhsd``) on the complete
    questions. Note it treats pipelines as independent groups (it ignores the pairing); ``p`` is
    already family-wise adjusted, so ``p_holm`` is None. ``statistic`` is the mean difference a − b."""
    from statsmodels.stats.multicomp import pairwise_tukeyhsd

    long = wide.melt(var_name="pipeline", value_name="score")
    res = pairwise_tukeyhsd(long["score"].to_numpy(), long["pipeline"].astype(str).to_numpy(), alpha=alpha)
    names = [str(g) for g in res.groupsunique]
    by_pair = {}
    for i, (g1, g2) in enumerate(itertools.combinations(range(len(names)), 2)):
        # statsmodels: meandiff = mean(group2) - mean(group1), groups sorted
        by_pair[(names[g1], names[g2])] = (float(res.meandiffs[i]), float(res.pvalues[i]),
                                          [float(c) for c in res.confint[i]])
    sd_pooled = math.sqrt(wide.var(ddof=1).mean())
    rows = []
    for a, b in itertools.combinations(wide.columns, 2):
        if (str(a), str(b)) in by_pair:
            md, p, (lo, hi) = by_pair[(str(a), str(b))]
            md, ci = -md, [-hi, -lo]  # a − b
        else:
            md, p, (lo, hi) = by_pair[(str(b), str(a))]
            ci = [lo, hi]
        rows.append({"a": a, "b": b, "test": "Tukey HSD", "n": int(len(wide)), "statistic": md,
                     "ci": ci, "p": p, "p_adj": p, "p_holm": None, "adjustment": "Tukey",
                     "effect_name": "mean difference / pooled SD",
                     "effect": md / sd_pooled if sd_pooled else None,
                     "mean_a": wide[a].mean(), "mean_b": wide[b].mean(), "direction": _direction(md)})
    return rows


def _friedman(wide: pd.DataFrame) -> dict:
    n, k = wide.shape
    res = sps.friedmanchisquare(*[wide[c].to_numpy() for c in wide.columns])
    chi2 = float(res.statistic)
    return {"test": "Friedman", "statistic": chi2, "df": k - 1, "p": float(res.pvalue),
            "effect_name": "Kendall's W", "effect": chi2 / (n * (k - 1))}


def _cochran(wide: pd.DataFrame) -> dict:
    from statsmodels.stats.contingency_tables import cochrans_q

    n, k = wide.shape
    res = cochrans_q(wide.to_numpy().astype(int))
    q = float(res.statistic)
    # effect: Cochran's Q over its maximum, an agreement-type η² for dichotomous repeated measures
    # (Serlin, Carr & Marascuilo 1982): η²_Q = Q / (n (k − 1))
    return {"test": "Cochran's Q", "statistic": q, "df": int(res.df), "p": float(res.pvalue),
            "effect_name": "eta squared Q", "effect": q / (n * (k - 1))}


def _anova_rm(wide: pd.DataFrame) -> dict:
    from statsmodels.stats.anova import AnovaRM

    long = wide.reset_index().melt(id_vars="question_id", var_name="pipeline", value_name="score")
    long["pipeline"] = long["pipeline"].astype(str)
    tab = AnovaRM(long, depvar="score", subject="question_id", within=["pipeline"]).fit().anova_table
    row = tab.iloc[0]
    f, df1, df2 = float(row["F Value"]), float(row["Num DF"]), float(row["Den DF"])
    return {"test": "repeated-measures ANOVA", "statistic": f, "df": [int(df1), int(df2)],
            "p": float(row["Pr > F"]), "effect_name": "partial eta squared",
            "effect": f * df1 / (f * df1 + df2) if math.isfinite(f) else None}


def analyse(df: pd.DataFrame, metric: str, kind: str | None = None, pipelines: Sequence[str] | None = None,
            alpha: float = 0.05) -> dict:
    """The paired analysis of one metric across pipelines, chosen by the metric's kind.

    Only questions scored by every compared pipeline are used; ``n_dropped`` and
    ``dropped_question_ids`` say which were left out. Returns a JSON-serialisable dict: ok, metric,
    kind, test, statistic, df, p, effect_name, effect, n, n_dropped, pipelines, means, medians,
    posthoc (list of {a, b, test, statistic, p, p_holm, p_adj, effect, effect_name, direction, ...};
    direction "a>b"/"a<b"/"equal"), posthoc_method, which_test — or {ok: False, reason} when no
    meaningful test can be run. A pipeline with no valid score at all for this metric is left out
    and named in ``pipelines_without_scores`` (rather than emptying every question)."""
    rows = _metric_rows(df, metric)
    kind = kind or metric_kind(metric, rows["score"])
    if kind not in KINDS:
        raise ValueError(f"unknown kind {kind!r}: one of {', '.join(KINDS)}")
    requested = _pipelines(rows, pipelines)
    scored = set(rows.loc[rows["score"].notna(), "pipeline"])
    pipes = [p for p in requested if p in scored]
    base = {"metric": metric, "kind": kind, "pipelines": pipes, "alpha": alpha, "which_test": which_test(kind),
            "pipelines_without_scores": [p for p in requested if p not in scored]}
    if len(pipes) < 2:
        return _fail(f"{metric}: only {len(pipes)} pipeline(s) have valid scores; at least two are needed "
                     "to compare.", **base, n=0, n_dropped=0)
    wide, dropped = complete_questions(df, metric, pipes)
    n = len(wide)
    base.update(n=n, n_dropped=len(dropped), dropped_question_ids=dropped)
    if n < MIN_QUESTIONS:
        extra = f" ({len(dropped)} incomplete question(s) dropped)" if dropped else ""
        return _fail(f"{metric}: only {n} question(s) have a valid score from every pipeline{extra}; "
                     f"at least {MIN_QUESTIONS} are needed for a paired test.", **base)
    values = wide.to_numpy()
    if np.ptp(values) == 0:
        return _fail(f"{metric}: every pipeline scored {values.flat[0]:g} on every question, so there is "
                     "no difference to test.", **base)
    if kind == "binary" and not np.isin(values, (0.0, 1.0)).all():
        return _fail(f"{metric}: a binary metric must be 0 or 1, but other values occur.", **base)
    if (np.ptp(values, axis=1) == 0).all():
        return _fail(f"{metric}: on every question all pipelines got the same score, so no pipeline "
                     "differs from another.", **base)

    base.update(means={p: wide[p].mean() for p in pipes}, medians={p: wide[p].median() for p in pipes})
    k = len(pipes)
    if kind == "ordinal":
        posthoc = _pairwise(wide, wilcoxon_pair)
        omni = _friedman(wide) if k >= 3 else {**{x: posthoc[0][x] for x in
                                                 ("test", "statistic", "p", "effect_name", "effect")}, "df": None}
        extra = {"posthoc_method": f"Wilcoxon signed-rank (zero_method={WILCOXON_ZERO_METHOD!r}), Holm"}
    elif kind == "binary":
        omni = _cochran(wide)
        posthoc = _pairwise(wide.astype(int), mcnemar_pair)
        extra = {"posthoc_method": "McNemar (exact below 25 discordant pairs), Holm"}
    else:
        omni = _anova_rm(wide)
        posthoc = tukey_pairs(wide, alpha)
        extra = {"posthoc_method": "Tukey HSD", "posthoc_paired": _pairwise(wide, ttest_pair),
                 "posthoc_paired_method": "paired t-test, Holm"}
    if omni["statistic"] is None or not math.isfinite(omni["statistic"]):
        return _fail(f"{metric}: the {omni['test']} statistic is undefined for these scores "
                     "(no variation left to test against).", **base)
    return _clean({"ok": True, **base, **omni, "posthoc": posthoc, **extra})


def analyse_all(df: pd.DataFrame, kinds: Mapping[str, str] | None = None,
                pipelines: Sequence[str] | None = None, alpha: float = 0.05) -> dict[str, dict]:
    """:func:`analyse` for every metric in the scores: {metric: result}."""
    _check_columns(df)
    kinds = dict(kinds or {})
    return {m: analyse(df, m, kinds.get(m), pipelines, alpha) for m in pd.unique(df["metric"])}


# --------------------------------------------------------------------------------------------------
# 5. plain words


def _p(p) -> str:
    if p is None:
        return "p not defined"
    return "p < 0.001" if p < 0.001 else f"p = {p:.3f}"


def _short_test(test: str) -> str:
    return {"Wilcoxon signed-rank": "Wilcoxon", "paired t-test": "paired t-test"}.get(test, test.split(" (")[0])


def _effect_text(r: dict) -> str:
    e = r.get("effect")
    if e is None:
        return ""
    name = r.get("effect_name", "")
    if name.startswith("rank-biserial"):
        return f", r = {abs(e):.2f}"
    if name.startswith("difference in proportions"):
        return f", difference in proportions = {abs(e):.2f}"
    if name.startswith("Cohen"):
        return f", d_z = {abs(e):.2f}"
    return ""


def plain_words(result: dict, metric: str | None = None, labels: Mapping[str, str] | None = None,
                alpha: float | None = None, posthoc_key: str = "posthoc") -> list[str]:
    """Sentences for a result of :func:`analyse`: one for the omnibus test, then one per pair, e.g.
    "G-RAG's correctness is higher than Naive RAG's (Wilcoxon, Holm-adjusted p = 0.012, r = 0.56)." or
    "No significant difference between Graph RAG and G-RAG in faithfulness (McNemar, Holm-adjusted
    p = 0.620)." ``labels`` maps pipeline ids to display names; ``posthoc_key="posthoc_paired"``
    describes the paired t-tests instead of Tukey HSD for continuous metrics."""
    labels = dict(labels or {})
    metric = metric or result.get("metric", "the score")
    name = lambda p: labels.get(p, str(p))  # noqa: E731
    if not result.get("ok"):
        return [f"No test for {metric}: {result.get('reason', 'not enough data')}"]
    alpha = result.get("alpha", 0.05) if alpha is None else alpha
    df = result.get("df")
    df_txt = f"({', '.join(str(x) for x in df)})" if isinstance(df, list) else (f"({df})" if df is not None else "")
    symbols = {"Friedman": "χ²", "Cochran's Q": "Q", "repeated-measures ANOVA": "F", "Wilcoxon signed-rank": "T"}
    sym = symbols.get(result["test"], "statistic")
    eff = result.get("effect")
    eff_txt = f", {result['effect_name']} = {eff:.2f}" if eff is not None else ""
    dropped = result.get("n_dropped") or 0
    n_txt = f"n = {result['n']} questions" + (f", {dropped} incomplete dropped" if dropped else "")
    omni = (f"{result['test']}: {sym}{df_txt} = {result['statistic']:.2f}, {_p(result['p'])}{eff_txt}; {n_txt}")
    if result["p"] is not None and result["p"] < alpha:
        lines = [f"The pipelines differ significantly in {metric} ({omni})."]
    else:
        lines = [f"No significant difference among the pipelines in {metric} ({omni})."]
    for p in result.get("pipelines_without_scores") or []:
        lines.append(f"{name(p)} has no valid {metric} score and is left out.")
    for r in result.get(posthoc_key, []):
        a, b = name(r["a"]), name(r["b"])
        p = r.get("p_adj", r.get("p"))
        adj = {"Holm": "Holm-adjusted ", "Tukey": "Tukey-adjusted "}.get(r.get("adjustment"), "")
        inside = f"{_short_test(r['test'])}, {adj}{_p(p)}"
        if p is not None and p < alpha and r["direction"] != "equal":
            hi, lo = (a, b) if r["direction"] == "a>b" else (b, a)
            lines.append(f"{hi}'s {metric} is higher than {lo}'s ({inside}{_effect_text(r)}).")
        else:
            lines.append(f"No significant difference between {a} and {b} in {metric} ({inside}).")
    return lines


__all__ = [
    "METRIC_KINDS", "KINDS", "summary_table", "anova_oneway", "anova_from_summary", "from_table1", "analyse",
    "analyse_all", "which_test", "plain_words", "complete_questions", "holm", "wilson_ci", "t_ci",
    "wilcoxon_pair", "wilcoxon_exact_p", "mcnemar_pair", "ttest_pair", "tukey_pairs", "metric_kind", "infer_kind",
]
