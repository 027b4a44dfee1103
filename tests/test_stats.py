"""eval.stats: every test checked against reference values computed independently on fixed data."""
from __future__ import annotations

import itertools
import json
import math

import numpy as np
import pandas as pd
import pytest
from scipy import stats as sps

from eval import stats as S

PIPES = ["naive", "graph", "grag"]
LABELS = {"naive": "Naive RAG", "graph": "Graph RAG", "grag": "G-RAG"}


def long_df(wide: dict[str, list], metric: str) -> pd.DataFrame:
    """{pipeline: [score per question]} -> long scores DataFrame."""
    rows = [{"question_id": f"q{i}", "pipeline": p, "metric": metric, "score": float(v)}
            for p, vals in wide.items() for i, v in enumerate(vals)]
    return pd.DataFrame(rows)


def as_json(result: dict) -> dict:
    return json.loads(json.dumps(result, allow_nan=False))


def holm_by_hand(ps: list[float]) -> list[float]:
    m = len(ps)
    order = sorted(range(m), key=lambda i: ps[i])
    out, running = [0.0] * m, 0.0
    for rank, i in enumerate(order):
        running = max(running, min(1.0, (m - rank) * ps[i]))
        out[i] = running
    return out


# ---- fixed data -------------------------------------------------------------------------------------

# correctness 1-5, 10 questions, ties inside some rows
CORR = {"naive": [2, 1, 3, 2, 4, 1, 2, 3, 2, 1],
        "graph": [3, 2, 3, 4, 4, 2, 3, 2, 3, 3],
        "grag":  [4, 4, 5, 4, 5, 3, 4, 3, 5, 4]}
# faithfulness 0/1, 12 questions
FAITH = {"naive": [0, 0, 1, 0, 1, 0, 0, 1, 0, 0, 1, 0],
         "graph": [1, 0, 1, 1, 1, 0, 1, 1, 0, 0, 1, 1],
         "grag":  [1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1]}
# latency (s), 8 questions
LAT = {"naive": [1.2, 0.9, 1.5, 1.1, 1.3, 1.0, 1.4, 1.2],
       "graph": [1.9, 1.4, 2.2, 1.6, 2.0, 1.3, 2.1, 1.7],
       "grag":  [2.4, 1.8, 2.9, 2.0, 2.6, 1.9, 2.7, 2.3]}


# ---- Holm, which_test ---------------------------------------------------------------------------

def test_holm_by_hand():
    # sorted 0.005, 0.01, 0.03, 0.04 -> x4, x3, x2, x1 = 0.02, 0.03, 0.06, 0.04 -> monotone 0.02, 0.03, 0.06, 0.06
    assert S.holm([0.01, 0.04, 0.03, 0.005]) == pytest.approx([0.03, 0.06, 0.06, 0.02])
    assert S.holm([0.5, None, 0.01]) == pytest.approx([0.5, None, 0.02])


def test_which_test():
    assert "Friedman" in S.which_test("ordinal") and "ANOVA" in S.which_test("ordinal")
    assert "Cochran" in S.which_test("binary") and "McNemar" in S.which_test("binary")
    assert "repeated-measures ANOVA" in S.which_test("continuous") and "Tukey" in S.which_test("continuous")
    with pytest.raises(ValueError):
        S.which_test("nominal")


# ---- summary table ---------------------------------------------------------------------------------

def test_summary_table_t_and_wilson():
    df = pd.concat([long_df(CORR, "correctness"), long_df(FAITH, "faithfulness")])
    df.loc[(df.pipeline == "naive") & (df.metric == "correctness") & (df.question_id == "q0"), "score"] = np.nan
    tab = S.summary_table(df).set_index(["pipeline", "metric"])

    v = np.array(CORR["naive"][1:], float)  # q0 is NaN
    n, m = v.size, v.sum() / v.size
    sd = math.sqrt(((v - m) ** 2).sum() / (n - 1))
    h = sps.t.ppf(0.975, n - 1) * sd / math.sqrt(n)
    row = tab.loc[("naive", "correctness")]
    assert row["n"] == 9 and row["ci_method"] == "t"
    assert (row["mean"], row["sd"], row["ci_low"], row["ci_high"]) == pytest.approx((m, sd, m - h, m + h))
    assert row["mean_sd"] == f"{m:.2f} ± {sd:.2f}"

    x, n = sum(FAITH["graph"]), len(FAITH["graph"])  # Wilson by its formula
    p, z = x / n, sps.norm.ppf(0.975)
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z / (1 + z * z / n) * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    row = tab.loc[("graph", "faithfulness")]
    assert row["ci_method"] == "Wilson" and row["mean"] == pytest.approx(p)
    assert (row["ci_low"], row["ci_high"]) == pytest.approx((centre - half, centre + half))


# ---- one-way ANOVA and the G-RAG paper's Table 1 ---------------------------------------------------

def test_anova_oneway_by_sums_of_squares():
    groups = [np.array(CORR[p], float) for p in PIPES]
    allv = np.concatenate(groups)
    ss_b = sum(g.size * (g.mean() - allv.mean()) ** 2 for g in groups)
    ss_w = sum(((g - g.mean()) ** 2).sum() for g in groups)
    f = (ss_b / 2) / (ss_w / 27)
    r = as_json(S.anova_oneway(long_df(CORR, "correctness"), "correctness"))
    assert r["ok"] and r["df"] == [2, 27]
    assert r["statistic"] == pytest.approx(f) and r["p"] == pytest.approx(sps.f.sf(f, 2, 27))
    assert r["effect"] == pytest.approx(ss_b / (ss_b + ss_w))


TABLE1_MEANS = {"naive": 2.43, "graph": 3.30, "grag": 3.90}
TABLE1_SDS = {"naive": 1.51, "graph": 2.00, "grag": 1.10}


def test_table1_from_summary():
    f, df1, df2, p = S.anova_from_summary(list(TABLE1_MEANS.values()), list(TABLE1_SDS.values()), [10] * 3)
    # by hand: grand mean 3.21; SS_b = 10 (0.78² + 0.09² + 0.69²) = 10.926;
    # SS_w = 9 (1.51² + 2.00² + 1.10²) = 67.4109; F = (10.926 / 2) / (67.4109 / 27)
    assert (df1, df2) == (2, 27)
    assert f == pytest.approx((10.926 / 2) / (67.4109 / 27), rel=1e-12)
    assert f == pytest.approx(2.188, abs=1e-3)
    assert 0.05 < p < 0.2


def test_table1_synthetic_samples_reproduce_f():
    df = S.from_table1(TABLE1_MEANS, TABLE1_SDS, n=10, seed=7)
    g = df.groupby("pipeline")["score"]
    assert g.mean().to_dict() == pytest.approx(TABLE1_MEANS)
    assert g.std(ddof=1).to_dict() == pytest.approx(TABLE1_SDS)
    f, df1, df2, p = S.anova_from_summary(list(TABLE1_MEANS.values()), list(TABLE1_SDS.values()), [10] * 3)
    r = S.anova_oneway(df, "correctness")
    assert r["ok"] and r["df"] == [df1, df2] == [2, 27]
    assert r["statistic"] == pytest.approx(f, rel=1e-9) and r["p"] == pytest.approx(p, rel=1e-9)
    assert r["report"] == "F(2, 27) = 2.19, p = 0.132"


# ---- ordinal: Friedman, Wilcoxon ------------------------------------------------------------------

def test_friedman_by_hand_with_ties():
    x = np.array([CORR[p] for p in PIPES], float).T  # questions x pipelines
    n, k = x.shape
    ranks = np.apply_along_axis(sps.rankdata, 1, x)  # average ranks within each question
    rj = ranks.sum(axis=0)
    ties = sum(t ** 3 - t for row in x for t in np.unique(row, return_counts=True)[1])
    chi2 = (12 / (n * k * (k + 1)) * (rj ** 2).sum() - 3 * n * (k + 1)) / (1 - ties / (n * k * (k * k - 1)))
    r = as_json(S.analyse(long_df(CORR, "correctness"), "correctness", "ordinal"))
    assert r["ok"] and r["test"] == "Friedman" and r["df"] == 2 and r["n"] == 10
    assert r["statistic"] == pytest.approx(chi2)
    assert r["p"] == pytest.approx(sps.chi2.sf(chi2, 2))
    assert r["effect_name"] == "Kendall's W" and r["effect"] == pytest.approx(chi2 / (n * (k - 1)))
    # Holm over the three Wilcoxon p-values
    assert [h["p_holm"] for h in r["posthoc"]] == pytest.approx(holm_by_hand([h["p"] for h in r["posthoc"]]))
    assert [(h["a"], h["b"]) for h in r["posthoc"]] == list(itertools.combinations(PIPES, 2))


def test_kendalls_w_classical_formula_without_ties():
    # no ties within questions: W = 12 S / (n² (k³ − k)), S = Σ (R_j − R̄)²
    wide = {"naive": [1, 2, 1, 3, 1, 2], "graph": [2, 1, 3, 1, 2, 3], "grag": [3, 3, 2, 2, 3, 1]}
    x = np.array([wide[p] for p in PIPES], float).T
    n, k = x.shape
    rj = x.sum(axis=0)  # values are already ranks
    w = 12 * ((rj - rj.mean()) ** 2).sum() / (n ** 2 * (k ** 3 - k))
    r = S.analyse(long_df(wide, "correctness"), "correctness", "ordinal")
    assert r["effect"] == pytest.approx(w)


def test_wilcoxon_exact_by_enumeration():
    a = np.array([3.1, 2.4, 5.0, 4.2, 3.3, 2.9, 4.8, 3.6])
    b = np.array([2.0, 2.9, 3.1, 3.0, 3.2, 1.2, 2.1, 3.85])
    d = a - b  # non-zero, distinct |d|: the exact null distribution applies
    ranks = sps.rankdata(np.abs(d))
    t_plus, t_minus = ranks[d > 0].sum(), ranks[d < 0].sum()
    t = min(t_plus, t_minus)
    count = sum(1 for signs in itertools.product([0, 1], repeat=d.size) if (ranks * signs).sum() <= t)
    p = min(1.0, 2 * count / 2 ** d.size)
    r = S.wilcoxon_pair(a, b)
    assert r["statistic"] == t and r["p"] == pytest.approx(p)
    assert r["effect"] == pytest.approx((t_plus - t_minus) / (t_plus + t_minus))
    assert r["direction"] == "a>b"


def test_wilcoxon_with_ties_and_zeros_matches_scipy_permutation():
    # 1-5 ratings: zero differences and tied |d|; scipy enumerates all 2^n sign flips for n <= 13
    a = np.array([3, 4, 2, 5, 3, 4, 1, 4, 5])
    b = np.array([2, 4, 1, 3, 3, 2, 2, 1, 4])
    r = S.wilcoxon_pair(a, b)
    ref = sps.wilcoxon(a, b, zero_method="wilcox")
    assert r["n_nonzero"] == 7 and r["statistic"] == ref.statistic
    assert r["p"] == pytest.approx(ref.pvalue)


def test_two_pipelines_ordinal_uses_wilcoxon():
    wide = {"naive": CORR["naive"], "grag": CORR["grag"]}
    r = as_json(S.analyse(long_df(wide, "correctness"), "correctness", "ordinal"))
    assert r["ok"] and r["test"] == "Wilcoxon signed-rank" and len(r["posthoc"]) == 1
    assert r["p"] == pytest.approx(r["posthoc"][0]["p"])


# ---- binary: Cochran's Q, McNemar -----------------------------------------------------------------

def test_cochrans_q_by_formula():
    x = np.array([FAITH[p] for p in PIPES]).T
    n, k = x.shape
    c, row, total = x.sum(axis=0), x.sum(axis=1), x.sum()
    q = (k - 1) * (k * (c ** 2).sum() - total ** 2) / (k * total - (row ** 2).sum())
    r = as_json(S.analyse(long_df(FAITH, "faithfulness"), "faithfulness", "binary"))
    assert r["ok"] and r["test"] == "Cochran's Q" and r["df"] == 2
    assert r["statistic"] == pytest.approx(q) and r["p"] == pytest.approx(sps.chi2.sf(q, 2))
    assert r["effect"] == pytest.approx(q / (n * (k - 1)))
    assert [h["p_holm"] for h in r["posthoc"]] == pytest.approx(holm_by_hand([h["p"] for h in r["posthoc"]]))


def test_mcnemar_exact_matches_binomtest():
    a, b = np.array(FAITH["naive"]), np.array(FAITH["grag"])
    n10, n01 = int(((a == 1) & (b == 0)).sum()), int(((a == 0) & (b == 1)).sum())
    r = S.mcnemar_pair(a, b)
    assert r["test"] == "McNemar (exact)" and r["discordant"] == [n10, n01]
    assert r["p"] == pytest.approx(sps.binomtest(n10, n10 + n01, 0.5).pvalue)
    assert r["effect"] == pytest.approx((n10 - n01) / a.size) and r["direction"] == "a<b"
    assert r["odds_ratio"] == pytest.approx((n10 + 0.5) / (n01 + 0.5)) and r["odds_ratio_corrected"]  # n10 = 0


def test_mcnemar_chi_square_from_25_discordant():
    # 18 questions a=1,b=0; 9 a=0,b=1; 5 both 1; 4 both 0 -> 27 discordant
    a = np.array([1] * 18 + [0] * 9 + [1] * 5 + [0] * 4)
    b = np.array([0] * 18 + [1] * 9 + [1] * 5 + [0] * 4)
    chi2 = (abs(18 - 9) - 1) ** 2 / 27
    r = S.mcnemar_pair(a, b)
    assert r["test"].startswith("McNemar (chi-square")
    assert r["statistic"] == pytest.approx(chi2) and r["p"] == pytest.approx(sps.chi2.sf(chi2, 1))
    assert r["odds_ratio"] == pytest.approx(2.0) and not r["odds_ratio_corrected"]


# ---- continuous: repeated-measures ANOVA, Tukey, paired t -----------------------------------------

def test_rm_anova_by_sums_of_squares():
    x = np.array([LAT[p] for p in PIPES]).T
    n, k = x.shape
    g = x.mean()
    ss_cond = n * ((x.mean(axis=0) - g) ** 2).sum()
    ss_subj = k * ((x.mean(axis=1) - g) ** 2).sum()
    ss_err = ((x - g) ** 2).sum() - ss_cond - ss_subj
    df1, df2 = k - 1, (k - 1) * (n - 1)
    f = (ss_cond / df1) / (ss_err / df2)
    r = as_json(S.analyse(long_df(LAT, "latency"), "latency", "continuous"))
    assert r["ok"] and r["test"] == "repeated-measures ANOVA" and r["df"] == [df1, df2]
    assert r["statistic"] == pytest.approx(f) and r["p"] == pytest.approx(sps.f.sf(f, df1, df2))
    assert r["effect"] == pytest.approx(ss_cond / (ss_cond + ss_err))

    # Tukey HSD against scipy's independent implementation
    ref = sps.tukey_hsd(*[np.array(LAT[p]) for p in PIPES])
    for h in r["posthoc"]:
        i, j = PIPES.index(h["a"]), PIPES.index(h["b"])
        assert h["test"] == "Tukey HSD" and h["p"] == pytest.approx(ref.pvalue[i, j], abs=1e-3)
        assert h["statistic"] == pytest.approx(np.mean(LAT[h["a"]]) - np.mean(LAT[h["b"]]))
    # paired t-tests by hand, then Holm
    ps = []
    for h in r["posthoc_paired"]:
        d = np.array(LAT[h["a"]]) - np.array(LAT[h["b"]])
        t = d.mean() / (d.std(ddof=1) / math.sqrt(n))
        ps.append(2 * sps.t.sf(abs(t), n - 1))
        assert h["statistic"] == pytest.approx(t) and h["effect"] == pytest.approx(d.mean() / d.std(ddof=1))
    assert [h["p"] for h in r["posthoc_paired"]] == pytest.approx(ps)
    assert [h["p_holm"] for h in r["posthoc_paired"]] == pytest.approx(holm_by_hand(ps))


# ---- incomplete questions, guards --------------------------------------------------------------------

def test_incomplete_questions_are_dropped_and_counted():
    df = long_df(CORR, "correctness")
    df.loc[(df.pipeline == "graph") & (df.question_id == "q2"), "score"] = np.nan   # invalid score
    df = df[~((df.pipeline == "grag") & (df.question_id == "q7"))]                   # missing row
    r = as_json(S.analyse(df, "correctness", "ordinal"))
    assert r["ok"] and r["n"] == 8 and r["n_dropped"] == 2
    assert sorted(r["dropped_question_ids"]) == ["q2", "q7"]
    keep = [i for i in range(10) if i not in (2, 7)]
    ref = sps.friedmanchisquare(*[np.array(CORR[p])[keep] for p in PIPES])
    assert r["statistic"] == pytest.approx(ref.statistic)


def test_pipeline_without_any_score_is_left_out():
    df = long_df(CORR, "correctness")
    df.loc[df.pipeline == "graph", "score"] = np.nan   # e.g. the judge failed on every Graph RAG answer
    r = as_json(S.analyse(df, "correctness", "ordinal"))
    assert r["ok"] and r["pipelines"] == ["naive", "grag"] and r["pipelines_without_scores"] == ["graph"]
    assert r["n"] == 10 and r["n_dropped"] == 0
    assert "Graph RAG has no valid correctness score and is left out." in S.plain_words(r, "correctness", LABELS)


def _guard(result: dict) -> str:
    as_json(result)
    assert result["ok"] is False and isinstance(result["reason"], str) and result["reason"]
    return result["reason"]


def test_guard_one_pipeline():
    reason = _guard(S.analyse(long_df({"grag": CORR["grag"]}, "correctness"), "correctness", "ordinal"))
    assert "pipeline" in reason
    _guard(S.anova_oneway(long_df({"grag": CORR["grag"]}, "correctness"), "correctness"))


def test_guard_three_questions():
    wide = {p: v[:3] for p, v in CORR.items()}
    assert "only 3" in _guard(S.analyse(long_df(wide, "correctness"), "correctness", "ordinal"))


def test_guard_zero_variance():
    const = {p: [1] * 8 for p in PIPES}
    for kind in S.KINDS:
        assert "no difference" in _guard(S.analyse(long_df(const, "m"), "m", kind))
    _guard(S.anova_oneway(long_df(const, "m"), "m"))
    # scores vary across questions but never between pipelines: nothing to compare either
    same = {p: [0, 1, 1, 0, 1, 0] for p in PIPES}
    for kind in S.KINDS:
        _guard(S.analyse(long_df(same, "m"), "m", kind))


def test_plain_words_shows_reason():
    r = S.analyse(long_df({"grag": CORR["grag"]}, "correctness"), "correctness", "ordinal")
    assert S.plain_words(r, "correctness", LABELS)[0].startswith("No test for correctness:")


# ---- plain words --------------------------------------------------------------------------------------

def test_plain_words_direction():
    # G-RAG well above both others; Naive and Graph alike (pipelines in an order that puts G-RAG first)
    wide = {"grag": [5, 5, 4, 5, 4, 5, 5, 4, 5, 5, 4, 5],
            "naive": [2, 1, 2, 3, 1, 2, 2, 1, 3, 2, 2, 1],
            "graph": [2, 2, 1, 3, 2, 1, 2, 2, 3, 1, 2, 1]}
    r = as_json(S.analyse(long_df(wide, "correctness"), "correctness", "ordinal"))
    lines = S.plain_words(r, "correctness", LABELS)
    assert lines[0].startswith("The pipelines differ significantly in correctness (Friedman")
    assert any(s.startswith("G-RAG's correctness is higher than Naive RAG's (Wilcoxon, Holm-adjusted p = ")
               and ", r = 1.00)." in s for s in lines)
    assert any(s.startswith("G-RAG's correctness is higher than Graph RAG's") for s in lines)
    assert any(s.startswith("No significant difference between Naive RAG and Graph RAG in correctness (Wilcoxon")
               for s in lines)
    assert not any("Naive RAG's correctness is higher" in s or "Graph RAG's correctness is higher" in s
                   for s in lines)

    # binary, with the better pipeline second in the pair
    r = as_json(S.analyse(long_df(FAITH, "faithfulness"), "faithfulness", "binary"))
    lines = S.plain_words(r, "faithfulness", LABELS)
    pair = next(h for h in r["posthoc"] if (h["a"], h["b"]) == ("naive", "grag"))
    assert pair["direction"] == "a<b"
    if pair["p_holm"] < 0.05:
        assert "G-RAG's faithfulness is higher than Naive RAG's (McNemar, Holm-adjusted p = " in "\n".join(lines)
    assert "No significant difference between Graph RAG and G-RAG in faithfulness (McNemar" in "\n".join(lines)
