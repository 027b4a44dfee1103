"""Build the four sample papers used to test the PDF parser and the QA pipelines.

Run from the repository root:

    .venv/bin/python sample_papers/build.py

The papers are short two-column, journal-style PDFs written for this project as
test material.  Their numbers are compiled from the published literature on
high-entropy alloys and every paper cites its sources in a References section
(see ``sample_papers/SOURCES.md``).  The layout deliberately exercises what the
parser has to handle: a full-width title block and abstract on page 1 above two
columns, running headers and footers on every page, numbered bold section
headings, ruled tables with the caption above, raster figures with the caption
below, and paragraphs that flow from the left to the right column and from one
page to the next.

The build is deterministic: reportlab runs with ``invariant=1`` and the
matplotlib PNGs are written without a time stamp or software tag, so two builds
give byte-identical PDFs.

Characters: only reportlab's built-in Type 1 fonts (Times, Helvetica) are used.
They encode WinAnsi/Latin-1, so the micro sign (U+00B5), degree sign, superscript
two, plus-minus, middle dot, en dash and the Angstrom sign survive text
extraction; Greek letters, "approximately equal", "less or equal" and subscript
digits do not, so the text writes "sigma_y", "about", "L1_2", etc. instead.
"""
from __future__ import annotations

import os
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
from reportlab import rl_config  # noqa: E402
from reportlab.lib import colors  # noqa: E402
from reportlab.lib.enums import TA_JUSTIFY, TA_LEFT  # noqa: E402
from reportlab.lib.pagesizes import letter  # noqa: E402
from reportlab.lib.styles import ParagraphStyle  # noqa: E402
from reportlab.platypus import (  # noqa: E402
    BaseDocTemplate,
    CondPageBreak,
    Frame,
    FrameBreak,
    HRFlowable,
    Image,
    KeepTogether,
    NextPageTemplate,
    PageTemplate,
    Paragraph,
    Spacer,
    Table,
    TableStyle,
)

rl_config.invariant = 1

HERE = Path(__file__).resolve().parent

# ---------------------------------------------------------------- page geometry
PAGE_W, PAGE_H = letter  # 612 x 792 pt
MARGIN_L = MARGIN_R = 54.0
MARGIN_TOP = 66.0  # body starts below the running header
MARGIN_BOTTOM = 58.0  # body ends above the footer
GUTTER = 18.0
BODY_W = PAGE_W - MARGIN_L - MARGIN_R  # 504
COL_W = (BODY_W - GUTTER) / 2  # 243
BODY_TOP = PAGE_H - MARGIN_TOP
BODY_H = BODY_TOP - MARGIN_BOTTOM

JOURNAL = "G-RAG Sample Papers \u00b7 Vol. 1 (2026)"

# ---------------------------------------------------------------------- styles
ST_TITLE = ParagraphStyle("title", fontName="Times-Bold", fontSize=17, leading=21,
                          alignment=TA_LEFT, spaceAfter=8)
ST_AUTHORS = ParagraphStyle("authors", fontName="Times-Roman", fontSize=11, leading=14,
                            spaceAfter=2)
ST_AFFIL = ParagraphStyle("affil", fontName="Times-Italic", fontSize=9, leading=11,
                          spaceAfter=2)
ST_DOI = ParagraphStyle("doi", fontName="Times-Roman", fontSize=9, leading=11, spaceAfter=8)
ST_ABS_HEAD = ParagraphStyle("abshead", fontName="Times-Bold", fontSize=10, leading=12,
                             spaceAfter=2)
ST_ABSTRACT = ParagraphStyle("abstract", fontName="Times-Roman", fontSize=9.5, leading=12,
                             alignment=TA_JUSTIFY, spaceAfter=4)
ST_KEYWORDS = ParagraphStyle("keywords", fontName="Times-Roman", fontSize=9, leading=11,
                             spaceAfter=6)
ST_H1 = ParagraphStyle("h1", fontName="Times-Bold", fontSize=10.5, leading=13,
                       spaceBefore=9, spaceAfter=4)
ST_BODY = ParagraphStyle("body", fontName="Times-Roman", fontSize=9.5, leading=11.6,
                         alignment=TA_JUSTIFY, firstLineIndent=10, spaceAfter=0)
ST_TCAP = ParagraphStyle("tcap", fontName="Times-Roman", fontSize=8.5, leading=10.2,
                         alignment=TA_LEFT, spaceBefore=8, spaceAfter=3)
ST_FCAP = ParagraphStyle("fcap", fontName="Times-Roman", fontSize=8.5, leading=10.2,
                         alignment=TA_JUSTIFY, spaceBefore=3, spaceAfter=8)
ST_CELL = ParagraphStyle("cell", fontName="Times-Roman", fontSize=8, leading=9.4,
                         alignment=TA_LEFT)
ST_CELL_HEAD = ParagraphStyle("cellhead", parent=ST_CELL, fontName="Times-Bold")
ST_REF = ParagraphStyle("ref", fontName="Times-Roman", fontSize=8, leading=9.6,
                        alignment=TA_LEFT, leftIndent=14, firstLineIndent=-14, spaceAfter=2)


# ------------------------------------------------------------------ data model
@dataclass
class TableSpec:
    caption: str  # without the "Table N." label
    header: list[str]
    rows: list[list[str]]
    widths: list[float]  # fractions of the column width, summing to <= 1


@dataclass
class FigureSpec:
    caption: str  # without the "Fig. N." label
    draw: object  # callable(path) writing the PNG
    aspect: float = 0.72  # height / width


@dataclass
class Paper:
    number: int
    filename: str
    title: str
    short_title: str
    authors: str
    affiliation: str
    abstract: str
    keywords: str
    # list of (heading, blocks); a block is a paragraph string, a TableSpec or a FigureSpec
    sections: list[tuple[str, list]] = field(default_factory=list)
    references: list[str] = field(default_factory=list)


# ------------------------------------------------------------------- figures
def _fig_setup(width_in=3.4, height_in=2.6):
    plt.rcdefaults()
    plt.rcParams.update({
        "font.family": "DejaVu Sans",
        "font.size": 7,
        "axes.linewidth": 0.7,
        "xtick.major.width": 0.6,
        "ytick.major.width": 0.6,
        "legend.fontsize": 6.5,
        "legend.frameon": False,
    })
    fig, ax = plt.subplots(figsize=(width_in, height_in))
    return fig, ax


def _save(fig, path):
    fig.tight_layout(pad=0.4)
    # no time stamp / software tag -> byte-identical PNGs between builds
    fig.savefig(path, dpi=150, format="png", metadata={"Software": None})
    plt.close(fig)


# Tensile yield strength (MPa) of CrMnFeCoNi after Otto et al. (2013).
# The 77 K and 293 K values are given in the text and Table 1 of paper 1; the
# 473-873 K values appear ONLY in Fig. 1 (figure-only questions use them).
YS_TEMPS = [77, 293, 473, 673, 873]
YS_DATA = {
    "4.4 \u00b5m": [615, 360, 304, 287, 268],
    "50 \u00b5m": [435, 195, 151, 138, 128],
    "155 \u00b5m": [405, 165, 122, 108, 98],
}


def draw_yield_vs_temperature(path):
    fig, ax = _fig_setup()
    markers = {"4.4 \u00b5m": "o", "50 \u00b5m": "s", "155 \u00b5m": "^"}
    styles = {"4.4 \u00b5m": "-", "50 \u00b5m": "--", "155 \u00b5m": ":"}
    for label, ys in YS_DATA.items():
        ax.plot(YS_TEMPS, ys, styles[label], marker=markers[label], color="black",
                markersize=3.6, linewidth=0.9, markerfacecolor="white",
                label=f"d = {label}")
        below = label.startswith("155")  # keep the labels of the two lower curves apart
        for t, y in zip(YS_TEMPS, ys):
            ax.annotate(f"{y}", (t, y), textcoords="offset points",
                        xytext=(0, -9.5) if below else (0, 4.5), ha="center", fontsize=5.6)
    ax.set_xlabel("Test temperature (K)")
    ax.set_ylabel("0.2% offset yield strength (MPa)")
    ax.set_xlim(40, 910)
    ax.set_ylim(0, 700)
    ax.set_xticks(YS_TEMPS)
    ax.legend(loc="upper right", title="Grain size", title_fontsize=6.5)
    ax.grid(True, linewidth=0.3, color="0.8")
    _save(fig, path)


# Vickers hardness of AlxCoCrFeNi (representative of the trend reported by
# Kao et al. 2009 and Wang et al. 2012).  Values appear ONLY in Fig. 1 of paper 4.
HV_X = [0.0, 0.3, 0.5, 0.75, 1.0, 1.5, 2.0]
HV_VALUES = [121, 148, 182, 333, 487, 506, 523]


def draw_hardness_vs_al(path):
    fig, ax = _fig_setup(height_in=2.35)
    ax.axvspan(-0.1, 0.4, color="0.93", linewidth=0)
    ax.axvspan(0.4, 0.9, color="0.84", linewidth=0)
    ax.axvspan(0.9, 2.1, color="0.74", linewidth=0)
    ax.text(0.15, 585, "FCC", ha="center", fontsize=6.5)
    ax.text(0.65, 585, "FCC + BCC", ha="center", fontsize=6.5)
    ax.text(1.5, 585, "BCC + B2", ha="center", fontsize=6.5)
    ax.plot(HV_X, HV_VALUES, "-o", color="black", markersize=3.6, linewidth=0.9,
            markerfacecolor="white")
    # label offsets (points) chosen so that neighbouring labels do not overlap
    offsets = [(2, 7), (4, -10), (5, -6), (-4, 2), (-4, 4), (0, 6), (-4, 6)]
    aligns = ["left", "left", "left", "right", "right", "center", "right"]
    for x, hv, off, ha in zip(HV_X, HV_VALUES, offsets, aligns):
        ax.annotate(f"{hv} HV", (x, hv), textcoords="offset points", xytext=off,
                    ha=ha, fontsize=5.6)
    ax.set_xlabel("Al content x in AlxCoCrFeNi (molar ratio)")
    ax.set_ylabel("Vickers hardness (HV)")
    ax.set_xlim(-0.1, 2.1)
    ax.set_ylim(0, 640)
    ax.set_xticks(HV_X)
    ax.set_xticklabels(["0", "0.3", "0.5", "0.75", "1.0", "1.5", "2.0"])
    ax.grid(True, axis="y", linewidth=0.3, color="0.6")
    _save(fig, path)


# -------------------------------------------------------------------- papers
AFFIL = ("Sample Materials Laboratory, G-RAG Dashboard Project (fictitious affiliation). "
         "Written as test material for the G-RAG dashboard; values are compiled from the "
         "cited literature.")

P1 = Paper(
    number=1,
    filename="01_cantor_hall_petch.pdf",
    title=("Temperature and grain-size dependence of the yield strength of the "
           "CrMnFeCoNi high-entropy alloy: a Hall\u2013Petch analysis"),
    short_title="Hall\u2013Petch behaviour of CrMnFeCoNi",
    authors="A. Example<super>a</super>, R. Sample<super>a</super>, T. Placeholder<super>b</super>",
    affiliation=AFFIL,
    abstract=(
        "The equiatomic CrMnFeCoNi alloy, often called the Cantor alloy, is a single-phase "
        "face-centred cubic (FCC) solid solution whose strength depends strongly on test "
        "temperature and on grain size. This paper compiles tensile data for recrystallised "
        "sheet with three mean grain sizes (4.4 \u00b5m, 50 \u00b5m and 155 \u00b5m) tested "
        "between 77 K and 873 K at a strain rate of 10^-3 s^-1, following the systematic study "
        "of Otto et al. At 293 K the yield strength obeys the Hall\u2013Petch relation with a "
        "friction stress of 125 MPa and a Hall\u2013Petch slope of 494 MPa \u00b5m^1/2. Cooling "
        "from 293 K to 77 K raises the yield strength of the finest-grained material from "
        "360 MPa to 615 MPa; the increment is almost the same for all grain sizes, which shows "
        "that the thermally activated part of the strength is a property of the lattice and "
        "not of the grain boundaries. Above room temperature the yield strength falls only "
        "slowly."
    ),
    keywords="<b>Keywords:</b> high-entropy alloy; Cantor alloy; yield strength; Hall\u2013Petch "
             "relation; grain size; cryogenic temperature",
)

P1.sections = [
    ("1. Introduction", [
        "High-entropy alloys (HEAs) were introduced in 2004 as alloys built from several "
        "principal elements in equal or near-equal atomic proportions [1,2]. Cantor and "
        "co-workers showed in the same year that an equiatomic mixture of five transition "
        "metals, Fe20Cr20Mn20Co20Ni20 (at.%), solidifies as a single FCC phase [1]. The "
        "alloy is written in many ways in the literature (CrMnFeCoNi, CoCrFeMnNi or "
        "FeCoCrNiMn, or simply the Cantor alloy); all of them denote the same equiatomic "
        "composition. Because it is a simple solid solution without second phases, the "
        "alloy has become a model system for studying how strength arises in concentrated "
        "solid solutions.",
        "Early tensile studies showed that the strength of CoCrFeMnNi rises markedly as the "
        "temperature is lowered, and that, unusually, ductility rises at the same time: Gali "
        "and George found that when the test temperature was decreased from room temperature "
        "to -196 \u00b0C the strength roughly doubled while the elongation to fracture "
        "increased by a factor of about 1.5, to more than 60% [3]. Otto et al. then separated "
        "the effects of temperature and of microstructure by testing three grain sizes over a "
        "wide range of temperature [4]. Their results are the basis of the present analysis, "
        "which restates the data in the form of the Hall\u2013Petch relation and asks which part "
        "of the strength depends on temperature.",
        "The Hall\u2013Petch relation [5,6] describes how grain boundaries strengthen a "
        "polycrystal. It states that the yield strength sigma_y varies linearly with the "
        "inverse square root of the mean grain size d: sigma_y = sigma_0 + k_y d^-1/2. Here "
        "sigma_0 is the friction stress, i.e. the yield strength that a hypothetical crystal "
        "of infinite grain size would have, and k_y is the Hall\u2013Petch slope, which measures "
        "how effectively grain boundaries block slip. When d is expressed in micrometres, k_y "
        "is expressed in MPa \u00b5m^1/2, and k_y d^-1/2 is then the grain-boundary "
        "contribution to the yield strength in MPa. The relation was first established for "
        "mild steel and has since been found to hold for most polycrystalline metals over a "
        "wide range of grain sizes; it breaks down only for grain sizes of a few tens of "
        "nanometres, where grain-boundary sliding and other mechanisms take over.",
    ]),
    ("2. Materials and methods", [
        "The alloy was prepared from elements of at least 99.9% purity by arc melting under "
        "argon, with repeated flipping and remelting to ensure chemical homogeneity, and drop "
        "casting into a copper mould [4]. The ingots were homogenised at 1200 \u00b0C for 48 h "
        "in vacuum and cold rolled to sheet. Recrystallisation anneals of 1 h produced "
        "equiaxed FCC grains free of second phases: annealing at 800 \u00b0C for 1 h gave a mean "
        "grain size of 4.4 \u00b5m, and annealing at higher temperatures (up to 1150 \u00b0C) gave "
        "mean grain sizes of 50 \u00b5m and 155 \u00b5m. The microstructures were checked by "
        "back-scattered electron imaging and X-ray diffraction, which showed only FCC "
        "reflections.",
        "Flat dog-bone tensile specimens were tested in displacement control at an "
        "engineering strain rate of 10^-3 s^-1 at 77 K (specimens immersed in liquid "
        "nitrogen), at 293 K, and at 473 K, 673 K and 873 K in a furnace in air. The yield "
        "strength was taken as the 0.2% offset stress. For each temperature the Hall\u2013Petch "
        "constants were obtained by a least-squares fit of sigma_y against d^-1/2 over the "
        "three grain sizes.",
    ]),
    ("3. Results", [
        "Table 1 lists the yield strengths at 77 K and 293 K for the three grain sizes, "
        "together with the annealing treatment that produced them. At room temperature "
        "(293 K) the yield strength falls from 360 MPa for the 4.4 \u00b5m material to 195 MPa "
        "for 50 \u00b5m and 165 MPa for 155 \u00b5m. At 77 K the corresponding values are 615 MPa, "
        "435 MPa and 405 MPa. The complete temperature dependence between 77 K and 873 K is "
        "plotted in Fig. 1.",
        TableSpec(
            caption="Tensile yield strength (0.2% offset) of CrMnFeCoNi at 77 K and 293 K for "
                    "three grain sizes; strain rate 10^-3 s^-1 (after Otto et al. [4]).",
            header=["Grain size (\u00b5m)", "Recrystallisation anneal",
                    "Yield strength at 77 K (MPa)", "Yield strength at 293 K (MPa)"],
            rows=[
                ["4.4", "800 \u00b0C, 1 h", "615", "360"],
                ["50", "above 800 \u00b0C, 1 h", "435", "195"],
                ["155", "up to 1150 \u00b0C, 1 h", "405", "165"],
            ],
            widths=[0.2, 0.32, 0.24, 0.24],
        ),
        "Two features stand out. First, at every temperature the finer grain size is "
        "stronger, as expected from the Hall\u2013Petch relation. A least-squares fit of the "
        "room-temperature data gives a friction stress sigma_0 of 125 MPa and a Hall\u2013Petch "
        "slope k_y of 494 MPa \u00b5m^1/2 [4]; in SI base units the same slope is "
        "0.494 MPa m^1/2 (the constant is sometimes quoted as MPa \u00b5m^-1/2, naming the "
        "d^-1/2 term it multiplies, but the dimensionally correct unit is MPa \u00b5m^1/2). For "
        "the 4.4 \u00b5m material the grain-boundary term k_y d^-1/2 is therefore about 236 MPa, "
        "almost two thirds of the measured yield strength, whereas for the 155 \u00b5m material "
        "it is only about 40 MPa.",
        FigureSpec(
            caption="Yield strength of CrMnFeCoNi against test temperature for mean grain "
                    "sizes of 4.4 \u00b5m, 50 \u00b5m and 155 \u00b5m (strain rate 10^-3 s^-1). "
                    "Symbols are values compiled after Otto et al. [4]; the numbers next to the "
                    "symbols give the yield strength in MPa.",
            draw=draw_yield_vs_temperature,
            aspect=2.6 / 3.4,
        ),
        "Second, the strength depends strongly on temperature below room temperature and only "
        "weakly above it. Cooling from 293 K to 77 K raises the yield strength by 255 MPa for "
        "the 4.4 \u00b5m grain size and by 240 MPa for both the 50 \u00b5m and the 155 \u00b5m grain "
        "sizes, so the increment is nearly independent of grain size. Between 473 K and "
        "873 K, on the other hand, the curves in Fig. 1 are almost flat and the yield "
        "strength of each grain size changes by only a few tens of megapascals. Ductility "
        "follows the same trend as strength at low temperature: the elongation to fracture "
        "is largest at 77 K, where deformation twinning is observed in addition to "
        "dislocation glide [3,4].",
    ]),
    ("4. Discussion", [
        "A useful way to read Table 1 and Fig. 1 is to split the yield strength into an "
        "athermal grain-boundary term, k_y d^-1/2, and a lattice friction term, sigma_0, that "
        "contains the thermally activated resistance of the solid solution to dislocation "
        "glide. Because the increase on cooling to 77 K is almost the same for grain sizes "
        "that differ by a factor of 35, the temperature dependence must reside almost "
        "entirely in sigma_0 and not in k_y. This agrees with the observation of Wu et al. "
        "that the temperature dependence of the yield strength of equiatomic FCC alloys is "
        "governed by the solid solution itself [7], and with single-crystal measurements of "
        "the critical resolved shear stress, which rise in a similar proportion between room "
        "temperature and 77 K. The Hall\u2013Petch slope of the Cantor alloy is larger than "
        "that of many conventional FCC metals, which means that grain refinement is a "
        "particularly effective strengthening route for this alloy. It is comparable with "
        "the slope of 464 MPa \u00b5m^1/2 reported for the Al0.1CoCrFeNi alloy, whose friction "
        "stress (83 MPa) is lower [8].",
        "The simultaneous increase of strength and ductility on cooling is explained by the "
        "onset of deformation twinning. Twinning in CrMnFeCoNi requires a critical tensile "
        "stress of about 720 MPa, which is essentially independent of temperature and grain "
        "size [9]. At 77 K the flow stress reaches this value after moderate strain, so "
        "twins form and provide additional obstacles and work hardening that delay necking; "
        "at room temperature the stress reaches the twinning stress only at large strains. "
        "A fine grain size raises the yield strength and so brings the twinning stress "
        "within reach at smaller plastic strains, which is one reason why fine-grained "
        "material tested at 77 K combines the highest strength with good elongation.",
        "For engineering use, the practical message is that the room-temperature Hall\u2013Petch "
        "constants can be used to estimate the yield strength of recrystallised CrMnFeCoNi "
        "of any grain size between a few micrometres and a few hundred micrometres, and that "
        "a temperature-dependent friction stress must be added when the alloy is used at "
        "cryogenic temperature.",
    ]),
    ("5. Conclusions", [
        "(i) The yield strength of the equiatomic CrMnFeCoNi alloy follows the Hall\u2013Petch "
        "relation with sigma_0 = 125 MPa and k_y = 494 MPa \u00b5m^1/2 at 293 K. (ii) Between "
        "293 K and 77 K the yield strength increases by 240\u2013255 MPa regardless of grain size, "
        "so the temperature dependence belongs to the lattice friction stress. (iii) Above "
        "473 K the yield strength decreases only slowly with temperature. (iv) Deformation "
        "twinning at 77 K accompanies the high strength with enhanced ductility.",
    ]),
]
P1.references = [
    "B. Cantor, I.T.H. Chang, P. Knight, A.J.B. Vincent, Microstructural development in "
    "equiatomic multicomponent alloys, Mater. Sci. Eng. A 375\u2013377 (2004) 213\u2013218.",
    "J.-W. Yeh, S.-K. Chen, S.-J. Lin, J.-Y. Gan, T.-S. Chin, T.-T. Shun, C.-H. Tsau, S.-Y. Chang, "
    "Nanostructured high-entropy alloys with multiple principal elements: novel alloy design "
    "concepts and outcomes, Adv. Eng. Mater. 6 (2004) 299\u2013303.",
    "A. Gali, E.P. George, Tensile properties of high- and medium-entropy alloys, "
    "Intermetallics 39 (2013) 74\u201378.",
    "F. Otto, A. Dlouh\u00fd, Ch. Somsen, H. Bei, G. Eggeler, E.P. George, The influences of "
    "temperature and microstructure on the tensile properties of a CoCrFeMnNi high-entropy "
    "alloy, Acta Mater. 61 (2013) 5743\u20135755.",
    "E.O. Hall, The deformation and ageing of mild steel: III Discussion of results, "
    "Proc. Phys. Soc. B 64 (1951) 747\u2013753.",
    "N.J. Petch, The cleavage strength of polycrystals, J. Iron Steel Inst. 174 (1953) 25\u201328.",
    "Z. Wu, H. Bei, G.M. Pharr, E.P. George, Temperature dependence of the mechanical "
    "properties of equiatomic solid solution alloys with face-centered cubic crystal "
    "structures, Acta Mater. 81 (2014) 428\u2013441.",
    "J. Yang, J.W. Qiao, S.G. Ma, G.Y. Wu, D. Zhao, Z.H. Wang, Revealing the Hall-Petch "
    "relationship of Al0.1CoCrFeNi high-entropy alloy and its deformation mechanisms, "
    "J. Alloys Compd. 795 (2019) 269\u2013274.",
    "G. Laplanche, A. Kostka, O.M. Horst, G. Eggeler, E.P. George, Microstructure evolution "
    "and critical stress for twinning in the CrMnFeCoNi high-entropy alloy, Acta Mater. 118 "
    "(2016) 152\u2013163.",
]

# ---------------------------------------------------------------------------
P2 = Paper(
    number=2,
    filename="02_crss_single_crystals.pdf",
    title=("Critical resolved shear stress of CrMnFeCoNi single crystals: effects of "
           "loading mode and temperature"),
    short_title="CRSS of CrMnFeCoNi single crystals",
    authors="R. Sample<super>a</super>, J. Doe<super>a</super>, A. Example<super>b</super>",
    affiliation=AFFIL,
    abstract=(
        "Single crystals remove grain boundaries from the problem and give direct access to "
        "the critical resolved shear stress (CRSS) for slip. This paper reviews single-crystal "
        "data for the equiatomic CrMnFeCoNi high-entropy alloy in tension and compression. "
        "In tension the CRSS for {111}&lt;110&gt; slip is 53 MPa at room temperature and "
        "175 MPa at 77 K, an increase by a factor of about 3.3 on cooling. Tests over a wider "
        "temperature range give a room-temperature CRSS of 42\u201345 MPa that does not depend "
        "on crystal orientation or on whether the crystal is pulled or compressed, and an "
        "extrapolated CRSS of 168 MPa at 0 K. Deformation twinning follows slip at 77 K but "
        "not at room temperature. The ternary CrCoNi alloy has a higher CRSS (78 MPa at "
        "298 K). The results show that solid-solution strengthening, not a tension\u2013"
        "compression asymmetry, controls the onset of plasticity in this alloy."
    ),
    keywords="<b>Keywords:</b> critical resolved shear stress; single crystal; Schmid law; "
             "tension\u2013compression asymmetry; deformation twinning; CrMnFeCoNi",
)

P2.sections = [
    ("1. Introduction", [
        "The yield strength of a polycrystal is the sum of several contributions: the "
        "resistance of the crystal lattice to dislocation glide, the strengthening by grain "
        "boundaries, and any strengthening by second phases or dislocations already present. "
        "In the single-phase CoCrFeMnNi alloy there are no second phases, and in a single "
        "crystal there are no grain boundaries either, so the stress at which slip begins "
        "measures the intrinsic resistance of the concentrated solid solution to dislocation "
        "motion [1\u20133].",
        "The natural measure of this resistance is the critical resolved shear stress (CRSS). "
        "The CRSS is the shear stress, resolved on the slip plane and in the slip direction, "
        "at which a slip system becomes active. For a crystal loaded uniaxially by a stress "
        "sigma, the resolved shear stress is tau = m sigma, where the Schmid factor m = cos phi "
        "cos lambda is the product of the cosines of the angles between the loading axis and "
        "the slip-plane normal (phi) and between the loading axis and the slip direction "
        "(lambda). Schmid's law states that slip starts when tau reaches the CRSS, whatever "
        "the orientation of the crystal and whatever the sign of the load. The largest "
        "possible Schmid factor is 0.5. Crystals oriented for single slip therefore yield at "
        "an axial stress close to twice the CRSS.",
        "Schmid's law is not obeyed by every material. Ordered intermetallic compounds with "
        "the L1_2 structure, such as Ni3Al, and body-centred cubic (BCC) metals show a "
        "tension\u2013compression asymmetry, because the cores of their screw dislocations are "
        "non-planar and respond to stress components other than the resolved shear stress. "
        "Whether a chemically disordered FCC solid solution with five principal elements "
        "behaves like a simple FCC metal in this respect is the question addressed here.",
    ]),
    ("2. Materials and methods", [
        "The data reviewed come from three groups of experiments. Patriarca et al. tested "
        "FeNiCoCrMn single crystals grown from the melt by the Bridgman technique, in "
        "tension and compression at room temperature and at 77 K, and detected the onset of "
        "slip with digital image correlation (DIC) combined with slip-trace analysis [4]. "
        "Kawamura et al. grew bulk single crystals of the same equiatomic alloy and tested "
        "them in tension and compression for several orientations between 10 K and 1373 K; "
        "the CRSS was obtained from the yield stress and the Schmid factor of the primary "
        "slip system [5]. Abuzaid and Patriarca measured the resolved shear stress for slip "
        "activation in single-crystalline and coarse-grained CoCrNi, again with DIC, at "
        "298 K and 77 K [6]. In all cases the primary slip system was of the {111}&lt;110&gt; "
        "type, and the CRSS is reported as the resolved shear stress at the first "
        "detectable slip.",
        "The critical stress for deformation twinning was taken from tensile tests on "
        "polycrystalline CrMnFeCoNi interrupted at increasing strains, in which the twin "
        "density was measured by electron microscopy and the tensile stress at the first "
        "appearance of twins was divided by the Taylor factor of 3.06 to give a resolved "
        "shear stress [7].",
    ]),
    ("3. Results", [
        "Table 1 collects the CRSS values of CrMnFeCoNi by loading mode and temperature. In "
        "tension the CRSS for slip nucleation is 53 MPa at room temperature (293 K) and "
        "175 MPa at 77 K [4]. Deformation at room temperature proceeds by planar slip on "
        "{111} planes only; at 77 K, slip is followed at larger strains by deformation "
        "twinning. Kawamura et al. report a room-temperature CRSS of 42\u201345 MPa that is the "
        "same in tension and in compression and for all orientations tested, so that Schmid's "
        "law holds [5]. Their extrapolation of the measured yield stresses to absolute zero "
        "gives a CRSS of 168 MPa.",
        TableSpec(
            caption="CRSS of CrMnFeCoNi single crystals by loading mode and temperature, and "
                    "the resolved shear stress for twinning.",
            header=["Loading mode", "Temperature (K)", "CRSS (MPa)", "Deformation mode", "Ref."],
            rows=[
                ["Tension", "293", "53", "{111}&lt;110&gt; slip", "[4]"],
                ["Tension", "77", "175", "slip, then twinning", "[4]"],
                ["Tension and compression", "293", "42\u201345", "slip; no asymmetry", "[5]"],
                ["Extrapolated", "0", "168", "slip", "[5]"],
                ["Tension (polycrystal)", "77\u2013293", "235 \u00b1 10", "twinning onset", "[7]"],
            ],
            widths=[0.24, 0.23, 0.15, 0.27, 0.11],
        ),
        "Two observations follow from Table 1. First, the CRSS increases by a factor of "
        "about 3.3 between room temperature and 77 K, which is a much stronger temperature "
        "dependence than that of pure FCC metals such as copper or nickel, whose CRSS "
        "changes little over the same range. Second, no tension\u2013compression asymmetry is "
        "found: within the scatter of the measurements the CRSS is the same whether the "
        "crystal is pulled or compressed. The difference between the room-temperature "
        "values of the two studies (53 MPa against 42\u201345 MPa) reflects different crystals "
        "and different definitions of the onset of yielding, and gives an idea of the "
        "uncertainty of a single CRSS value.",
        "Table 2 compares the quinary alloy with the ternary medium-entropy alloy CrCoNi. At "
        "room temperature the resolved shear stress for slip activation in CoCrNi is 78 MPa, "
        "about 1.5 times that of CrMnFeCoNi, and at 77 K it lies between 140 MPa and "
        "160 MPa [6].",
        TableSpec(
            caption="Comparison of the CRSS for slip in CrMnFeCoNi and CrCoNi single crystals.",
            header=["Alloy", "Temperature (K)", "CRSS (MPa)", "Ref."],
            rows=[
                ["CrMnFeCoNi", "293", "53", "[4]"],
                ["CrMnFeCoNi", "77", "175", "[4]"],
                ["CrCoNi", "298", "78", "[6]"],
                ["CrCoNi", "77", "140\u2013160", "[6]"],
            ],
            widths=[0.34, 0.24, 0.24, 0.18],
        ),
    ]),
    ("4. Discussion", [
        "The strong temperature dependence of the CRSS, together with the validity of "
        "Schmid's law, points to solid-solution strengthening as the dominant mechanism. In a "
        "concentrated solid solution every atom is a solute, and a gliding dislocation meets "
        "a rugged landscape of local obstacles created by the different sizes and moduli of "
        "the constituent atoms. Thermal activation helps the dislocation over these obstacles "
        "at room temperature but not at 77 K; hence the CRSS triples on cooling. The small "
        "activation volumes measured at cryogenic temperatures are consistent with this "
        "picture [5]. The absence of a tension\u2013compression asymmetry shows that the "
        "dislocation cores are planar, as in ordinary FCC metals, and that the complex "
        "chemistry does not create the non-planar cores responsible for the asymmetry of "
        "L1_2 and BCC crystals.",
        "The larger CRSS of CrCoNi agrees with the higher yield strength of polycrystalline "
        "CrCoNi compared with CrMnFeCoNi at all temperatures [3] and is usually attributed to "
        "larger local lattice distortions in the ternary alloy. Deformation twinning starts "
        "only after slip: its resolved onset stress of 235 \u00b1 10 MPa [7] exceeds the CRSS "
        "for slip at all temperatures. At 77 K the flow stress reaches this value after "
        "moderate strain and twins form; at room temperature the required stress is reached "
        "only after large strains, so twinning is not observed in single crystals pulled to "
        "moderate strains [5]. The combination of a high, temperature-dependent CRSS and "
        "twinning at low temperature explains why the polycrystalline alloy becomes both "
        "stronger and more ductile at 77 K.",
    ]),
    ("5. Conclusions", [
        "(i) The CRSS of CrMnFeCoNi single crystals in tension is 53 MPa at room temperature "
        "and 175 MPa at 77 K. (ii) The CRSS does not depend on the loading sense: tension and "
        "compression give the same values (42\u201345 MPa at room temperature in the most "
        "complete data set), so Schmid's law holds. (iii) Extrapolation gives 168 MPa at "
        "0 K. (iv) CrCoNi has a higher CRSS than CrMnFeCoNi (78 MPa at 298 K). "
        "(v) Twinning follows slip at 77 K once the resolved stress reaches about 235 MPa.",
    ]),
]
P2.references = [
    "B. Cantor, I.T.H. Chang, P. Knight, A.J.B. Vincent, Microstructural development in "
    "equiatomic multicomponent alloys, Mater. Sci. Eng. A 375\u2013377 (2004) 213\u2013218.",
    "F. Otto, A. Dlouh\u00fd, Ch. Somsen, H. Bei, G. Eggeler, E.P. George, The influences of "
    "temperature and microstructure on the tensile properties of a CoCrFeMnNi high-entropy "
    "alloy, Acta Mater. 61 (2013) 5743\u20135755.",
    "Z. Wu, H. Bei, G.M. Pharr, E.P. George, Temperature dependence of the mechanical "
    "properties of equiatomic solid solution alloys with face-centered cubic crystal "
    "structures, Acta Mater. 81 (2014) 428\u2013441.",
    "L. Patriarca, A. Ojha, H. Sehitoglu, Y.I. Chumlyakov, Slip nucleation in single crystal "
    "FeNiCoCrMn high entropy alloy, Scripta Mater. 112 (2016) 54\u201357.",
    "M. Kawamura, M. Asakura, N.L. Okamoto, K. Kishida, H. Inui, E.P. George, Plastic "
    "deformation of single crystals of the equiatomic Cr-Mn-Fe-Co-Ni high-entropy alloy in "
    "tension and compression from 10 K to 1273 K, Acta Mater. 203 (2021) 116454.",
    "W. Abuzaid, L. Patriarca, A study on slip activation for a coarse-grained and single "
    "crystalline CoCrNi medium entropy alloy, Intermetallics 117 (2020) 106682.",
    "G. Laplanche, A. Kostka, O.M. Horst, G. Eggeler, E.P. George, Microstructure evolution "
    "and critical stress for twinning in the CrMnFeCoNi high-entropy alloy, Acta Mater. 118 "
    "(2016) 152\u2013163.",
]

# ---------------------------------------------------------------------------
P3 = Paper(
    number=3,
    filename="03_crconi_stacking_fault.pdf",
    title=("Stacking fault energy, deformation twinning and cryogenic fracture toughness of "
           "CrCoNi and CrMnFeCoNi"),
    short_title="SFE and toughness of CrCoNi vs CrMnFeCoNi",
    authors="T. Placeholder<super>a</super>, A. Example<super>a</super>, J. Doe<super>b</super>",
    affiliation=AFFIL,
    abstract=(
        "The medium-entropy alloy CrCoNi is stronger, more ductile and tougher than the "
        "high-entropy Cantor alloy CrMnFeCoNi, especially at cryogenic temperatures. This "
        "paper relates the difference to the stacking fault energy (SFE). Measurements of "
        "the separation of Shockley partial dislocations by weak-beam transmission electron "
        "microscopy give an SFE of 22 \u00b1 4 mJ/m² for CrCoNi, i.e. 18\u201326 mJ/m², against "
        "30 \u00b1 5 mJ/m² for CrMnFeCoNi. The critical tensile stresses for twinning are "
        "similar (790 \u00b1 100 MPa and 720 \u00b1 30 MPa), but CrCoNi reaches its twinning "
        "stress at smaller strains because it is stronger. The crack-initiation fracture "
        "toughness K_JIc of CrCoNi rises from 208 MPa m^1/2 at 293 K to 275 MPa m^1/2 at "
        "77 K and 459 MPa m^1/2 at 20 K, while that of CrMnFeCoNi stays above 200 MPa m^1/2 "
        "at all temperatures tested."
    ),
    keywords="<b>Keywords:</b> stacking fault energy; deformation twinning; fracture toughness; "
             "medium-entropy alloy; CrCoNi; cryogenic properties",
)

P3.sections = [
    ("1. Introduction", [
        "Among the equiatomic FCC alloys of the Cr-Mn-Fe-Co-Ni system, the ternary CrCoNi "
        "alloy has the best combination of strength and ductility [1], and both CrCoNi and "
        "the quinary CrMnFeCoNi alloy keep exceptional damage tolerance down to liquid "
        "helium temperatures [2\u20134]. The improvement of properties on cooling, contrary to "
        "the embrittlement of most BCC steels, is linked to deformation twinning, and the "
        "ease of twinning is in turn controlled by the stacking fault energy.",
        "The stacking fault energy (SFE) is the excess energy per unit area of a fault in "
        "the regular ABCABC stacking of close-packed {111} planes of an FCC crystal. A "
        "perfect dislocation with Burgers vector a/2&lt;110&gt; can lower its energy by "
        "splitting into two Shockley partial dislocations that bound a ribbon of stacking "
        "fault; the equilibrium width of the ribbon is inversely proportional to the SFE. A "
        "low SFE produces widely dissociated dislocations, planar slip, difficult cross-slip "
        "and easy twinning, whereas a very low or negative SFE favours a martensitic "
        "transformation to the hexagonal close-packed (HCP) phase. The latter is exploited in "
        "the non-equiatomic Fe50Mn30Co10Cr10 alloy, whose dual-phase FCC + HCP "
        "microstructure transforms further during straining (the TRIP effect) [5].",
        "Here we compare CrCoNi with CrMnFeCoNi in three respects: the SFE, the stress "
        "needed for twinning, and the fracture toughness between room temperature and 20 K.",
    ]),
    ("2. Materials and methods", [
        "The alloys considered were produced by arc melting of high-purity elements under "
        "argon and drop casting [2,3]. For the fracture studies the CrMnFeCoNi ingots were "
        "homogenised at 1200 \u00b0C for 24 h, cold forged and cross rolled, and recrystallised "
        "at 800 \u00b0C for 1 h, which gave an equiatomic single-phase FCC microstructure with a "
        "grain size of about 6 \u00b5m [2]; CrCoNi was processed in a similar way [3]. Fracture "
        "toughness was measured on compact-tension specimens by nonlinear-elastic J-integral "
        "R-curve testing, and the crack-initiation toughness K_JIc was back-calculated from "
        "J at crack initiation [2\u20134].",
        "The SFE was obtained from the spacing of the Shockley partials of dissociated "
        "dislocations imaged by weak-beam dark-field transmission electron microscopy in "
        "lightly deformed specimens, using the elastic constants of each alloy [6,7]. The "
        "critical stress for twinning was obtained from interrupted tensile tests as the "
        "true stress at which twins first appear [6,8].",
    ]),
    ("3. Results", [
        "Table 1 lists the SFE values together with textbook values for pure copper and "
        "nickel [9]. The SFE of CrCoNi is 22 \u00b1 4 mJ/m², that is between 18 and "
        "26 mJ/m², about 25% lower than the value of 30 \u00b1 5 mJ/m² found for CrMnFeCoNi "
        "[6,7]. Both alloys thus have an SFE lower than that of copper (about 45 mJ/m²) and "
        "far below that of nickel (about 125 mJ/m²). The critical tensile stress for "
        "twinning is 790 \u00b1 100 MPa for CrCoNi and 720 \u00b1 30 MPa for CrMnFeCoNi [6]; "
        "within the scatter the two values overlap.",
        TableSpec(
            caption="Stacking fault energy (SFE) and critical tensile stress for twinning of "
                    "CrCoNi and CrMnFeCoNi, with pure FCC metals for reference.",
            header=["Material", "SFE (mJ/m²)", "Method", "Twinning stress (MPa)", "Ref."],
            rows=[
                ["CrCoNi", "22 \u00b1 4", "weak-beam TEM", "790 \u00b1 100", "[6]"],
                ["CrMnFeCoNi", "30 \u00b1 5", "weak-beam TEM", "720 \u00b1 30", "[6,7]"],
                ["Cu", "about 45", "textbook value", "\u2013", "[9]"],
                ["Ni", "about 125", "textbook value", "\u2013", "[9]"],
            ],
            widths=[0.22, 0.18, 0.24, 0.22, 0.14],
        ),
        "The tensile properties of CrMnFeCoNi improve strongly on cooling: between 293 K and "
        "77 K the yield strength rises from 410 MPa to 759 MPa and the ultimate tensile "
        "strength from 763 MPa to 1280 MPa, while the strain to failure increases from about "
        "0.5 to about 0.7 [2]. CrCoNi is stronger still, with tensile strengths of almost "
        "1 GPa at room temperature and above 1.3 GPa at 77 K, and failure strains of about "
        "70% at room temperature and up to 90% at 77 K [3].",
        "The fracture toughness values are collected in Table 2. For CrMnFeCoNi, K_JIc is "
        "practically independent of temperature between 293 K and 77 K, whereas for CrCoNi it "
        "increases on cooling. At 20 K the difference becomes large: K_JIc reaches 459 MPa "
        "m^1/2 for CrCoNi, against 262 MPa m^1/2 for CrMnFeCoNi, and the crack-growth "
        "toughness of CrCoNi exceeds 540 MPa m^1/2 after about 2.25 mm of stable cracking [4].",
        TableSpec(
            caption="Crack-initiation fracture toughness K_JIc of CrMnFeCoNi and CrCoNi at "
                    "different test temperatures.",
            header=["Alloy", "Temperature (K)", "K_JIc (MPa m^1/2)", "Ref."],
            rows=[
                ["CrMnFeCoNi", "293", "217", "[2]"],
                ["CrMnFeCoNi", "200", "221", "[2]"],
                ["CrMnFeCoNi", "77", "219", "[2]"],
                ["CrMnFeCoNi", "20", "262", "[4]"],
                ["CrCoNi", "293", "208", "[3]"],
                ["CrCoNi", "77", "275", "[3]"],
                ["CrCoNi", "20", "459", "[4]"],
            ],
            widths=[0.32, 0.24, 0.28, 0.16],
        ),
    ]),
    ("4. Discussion", [
        "If the SFE alone controlled twinning, the lower SFE of CrCoNi would be expected to "
        "lower its twinning stress. The measured twinning stresses, however, are similar. The "
        "decisive difference is that CrCoNi has a higher yield strength and work-hardens "
        "faster, so its flow stress reaches the twinning stress at a smaller strain. Twinning "
        "therefore starts earlier in a tensile test of CrCoNi, a larger fraction of the "
        "deformation is accommodated by nano-twins, and the twin boundaries act as additional "
        "barriers to dislocation glide. This sustains a high work-hardening rate, postpones "
        "necking and gives the steady strain hardening that underlies the high toughness [6]. "
        "The same reasoning explains the temperature dependence: cooling raises the yield "
        "strength of both alloys, so twinning starts earlier at 77 K than at room temperature.",
        "At 20 K the deformation structures at the crack tip of CrCoNi include, besides "
        "stacking faults and fine nano-twins, regions transformed to the HCP phase [4]. The "
        "progressive activation of slip, stacking-fault formation, twinning and phase "
        "transformation as the strain increases is what gives this alloy the highest "
        "crack-initiation toughness reported for a metallic material at such temperatures. "
        "The Fe50Mn30Co10Cr10 alloy [5] illustrates the other end of the range, where a low "
        "SFE is used on purpose to obtain transformation-induced plasticity at room "
        "temperature. Together these examples show that the SFE, via twinning and "
        "transformation, is a key design parameter for tough FCC multi-principal-element "
        "alloys.",
    ]),
    ("5. Conclusions", [
        "(i) The SFE of CrCoNi is 22 \u00b1 4 mJ/m² (18\u201326 mJ/m²), lower than that of "
        "CrMnFeCoNi (30 \u00b1 5 mJ/m²). (ii) The critical twinning stresses of the two alloys "
        "are similar, but CrCoNi reaches its twinning stress earlier because of its higher "
        "strength. (iii) K_JIc of CrMnFeCoNi stays above 200 MPa m^1/2 from 293 K to 77 K, "
        "while K_JIc of CrCoNi increases from 208 MPa m^1/2 at 293 K to 275 MPa m^1/2 at "
        "77 K and 459 MPa m^1/2 at 20 K.",
    ]),
]
P3.references = [
    "Z. Wu, H. Bei, G.M. Pharr, E.P. George, Temperature dependence of the mechanical "
    "properties of equiatomic solid solution alloys with face-centered cubic crystal "
    "structures, Acta Mater. 81 (2014) 428\u2013441.",
    "B. Gludovatz, A. Hohenwarter, D. Catoor, E.H. Chang, E.P. George, R.O. Ritchie, A "
    "fracture-resistant high-entropy alloy for cryogenic applications, Science 345 (2014) "
    "1153\u20131158.",
    "B. Gludovatz, A. Hohenwarter, K.V.S. Thurston, H. Bei, Z. Wu, E.P. George, R.O. Ritchie, "
    "Exceptional damage-tolerance of a medium-entropy alloy CrCoNi at cryogenic temperatures, "
    "Nat. Commun. 7 (2016) 10602.",
    "D. Liu, Q. Yu, S. Kabra, M. Jiang, P. Forna-Kreutzer, R. Zhang, M. Payne, F. Walsh, "
    "B. Gludovatz, M. Asta, A.M. Minor, E.P. George, R.O. Ritchie, Exceptional fracture "
    "toughness of CrCoNi-based medium- and high-entropy alloys at 20 kelvin, Science 378 "
    "(2022) 978\u2013983.",
    "Z. Li, K.G. Pradeep, Y. Deng, D. Raabe, C.C. Tasan, Metastable high-entropy dual-phase "
    "alloys overcome the strength-ductility trade-off, Nature 534 (2016) 227\u2013230.",
    "G. Laplanche, A. Kostka, C. Reinhart, J. Hunfeld, G. Eggeler, E.P. George, Reasons for "
    "the superior mechanical properties of medium-entropy CrCoNi compared to high-entropy "
    "CrMnFeCoNi, Acta Mater. 128 (2017) 292\u2013303.",
    "N.L. Okamoto, S. Fujimoto, Y. Kambara, M. Kawamura, Z.M.T. Chen, H. Matsunoshita, "
    "K. Tanaka, H. Inui, E.P. George, Size effect, critical resolved shear stress, stacking "
    "fault energy, and solid solution strengthening in the CrMnFeCoNi high-entropy alloy, "
    "Sci. Rep. 6 (2016) 35863.",
    "G. Laplanche, A. Kostka, O.M. Horst, G. Eggeler, E.P. George, Microstructure evolution "
    "and critical stress for twinning in the CrMnFeCoNi high-entropy alloy, Acta Mater. 118 "
    "(2016) 152\u2013163.",
    "J.P. Hirth, J. Lothe, Theory of Dislocations, 2nd ed., Wiley, New York, 1982.",
]

# ---------------------------------------------------------------------------
P4 = Paper(
    number=4,
    filename="04_alxcocrfeni_refractory.pdf",
    title=("Aluminium content and phase selection in AlxCoCrFeNi, and the properties of the "
           "refractory high-entropy alloy TiZrNbHfTa"),
    short_title="AlxCoCrFeNi and refractory TiZrNbHfTa",
    authors="J. Doe<super>a</super>, T. Placeholder<super>b</super>, R. Sample<super>b</super>",
    affiliation=AFFIL,
    abstract=(
        "Aluminium is the most effective single addition for changing the crystal structure "
        "of the CoCrFeNi family. In the AlxCoCrFeNi series (x is the molar ratio of Al) the "
        "alloys are single-phase FCC for small x, for example Al0.3CoCrFeNi, become duplex "
        "FCC + BCC at intermediate x, and consist of disordered BCC and ordered B2 phases "
        "for x of about 1 and above. The hardness rises steeply across the duplex range. The "
        "phase sequence follows the valence electron concentration (VEC). For comparison, "
        "the refractory high-entropy alloy TiZrNbHfTa is a single-phase BCC solid solution "
        "with a lattice parameter of 3.404 \u00c5, a density of 9.94 g/cm³ and a compressive "
        "yield strength of 929 MPa at room temperature, and it can be cold rolled; after "
        "annealing at 1000 \u00b0C its tensile yield strength is 1145 MPa."
    ),
    keywords="<b>Keywords:</b> AlxCoCrFeNi; phase stability; valence electron concentration; "
             "hardness; refractory high-entropy alloy; HfNbTaTiZr",
)

P4.sections = [
    ("1. Introduction", [
        "The quaternary CoCrFeNi alloy is, like the Cantor alloy, a single-phase FCC solid "
        "solution, soft and ductile. Additions of a fifth element change both its structure "
        "and its strength. Small amounts of Mo are dissolved: CoCrFeNiMo0.2 remains a single "
        "FCC solid solution, while larger Mo contents produce the hard intermetallic sigma "
        "and mu phases [1]. Small "
        "combined additions of Ti and Al produce coherent L1_2 precipitates, as in "
        "(FeCoNiCr)94Ti2Al4, and a large precipitation strengthening [2]. Aluminium alone, "
        "because of its large atomic radius and its strong chemical affinity for Ni and Co, "
        "drives the matrix from FCC to BCC and, at high contents, to the ordered B2 "
        "structure of the NiAl type [3,4].",
        "Refractory high-entropy alloys are a second branch of the field. They are based on "
        "the high-melting elements of groups IV to VI, and most of them are BCC solid "
        "solutions that keep high strength at temperatures where nickel-based superalloys "
        "soften. Compositions containing Cr or Al may form Laves or B2 phases, but the "
        "equiatomic alloy of Hf, Nb, Ta, Ti and Zr is a single BCC phase [5]. It is written "
        "TiZrNbHfTa, HfNbTaTiZr or TaNbHfZrTi in different papers.",
    ]),
    ("2. Materials and methods", [
        "The AlxCoCrFeNi alloys (x = 0 to 2) were prepared by vacuum arc melting of the pure "
        "elements under argon, remelted several times for homogeneity and cast in a "
        "water-cooled copper hearth [3,4]. Specimens were examined in the as-cast and "
        "homogenised states, and alloys with an FCC matrix were additionally cold rolled to "
        "study their deformability [3]. Phases were identified by X-ray diffraction and "
        "electron microscopy, and the Vickers hardness was measured with a load of a few "
        "kilograms-force. The VEC of each alloy was calculated as the atomic-fraction-"
        "weighted average of the numbers of valence electrons (Al 3, Cr 6, Fe 8, Co 9, "
        "Ni 10), giving VEC = (3x + 33)/(x + 4).",
        "The refractory alloy HfNbTaTiZr was produced by vacuum arc melting, hot isostatically "
        "pressed (HIP) at 1200 \u00b0C and 207 MPa for 3 h, and tested in compression at room "
        "temperature; density was measured by the Archimedes method and the lattice "
        "parameter by X-ray diffraction [5]. Tensile data for the same alloy after cold "
        "rolling and recrystallisation annealing were taken from a later study [6].",
    ]),
    ("3. Results", [
        "Table 1 summarises the phases of the AlxCoCrFeNi alloys. Up to x = 0.3 the alloys "
        "are single-phase FCC; Al0.3CoCrFeNi is therefore still a ductile FCC alloy. "
        "Between about x = 0.5 and x = 0.75 a BCC phase appears next to the FCC matrix and "
        "the microstructure is duplex. From x = 1.0 the FCC phase has disappeared and the "
        "alloys consist of a disordered BCC phase and an ordered B2 phase, often in the form "
        "of a fine modulated structure produced by spinodal decomposition [3,4].",
        TableSpec(
            caption="Phases of AlxCoCrFeNi alloys and their valence electron concentration "
                    "(VEC).",
            header=["Alloy", "x", "VEC", "Phases"],
            rows=[
                ["CoCrFeNi", "0", "8.25", "FCC"],
                ["Al0.3CoCrFeNi", "0.3", "7.88", "FCC"],
                ["Al0.5CoCrFeNi", "0.5", "7.67", "FCC + BCC"],
                ["Al0.75CoCrFeNi", "0.75", "7.42", "FCC + BCC"],
                ["AlCoCrFeNi", "1.0", "7.20", "BCC + B2"],
                ["Al1.5CoCrFeNi", "1.5", "6.82", "BCC + B2"],
                ["Al2CoCrFeNi", "2.0", "6.50", "BCC + B2"],
            ],
            widths=[0.36, 0.14, 0.16, 0.34],
        ),
        "Fig. 1 shows the Vickers hardness as a function of x. The FCC alloys are soft, and "
        "the hardness changes only a little up to x = 0.3. Across the duplex range it rises "
        "steeply as the volume fraction of the hard BCC/B2 phases grows, and once the FCC "
        "phase has disappeared it increases only slowly. Overall the hardness of "
        "Al2CoCrFeNi is about four times that of CoCrFeNi.",
        FigureSpec(
            caption="Vickers hardness of AlxCoCrFeNi alloys against Al content x. The shaded "
                    "bands mark the FCC, duplex FCC + BCC and BCC + B2 ranges; values are "
                    "representative of the trend reported in [3,4] and are written next to "
                    "the symbols.",
            draw=draw_hardness_vs_al,
            aspect=2.35 / 3.4,
        ),
        "The properties of the refractory alloy are listed in Table 2. HfNbTaTiZr is a "
        "single-phase BCC solid solution with a lattice parameter of 3.404 \u00c5 (340.4 pm) "
        "and a density of 9.94 g/cm³; its Vickers microhardness is 3826 MPa. In compression "
        "at room temperature the yield strength is 929 MPa, and the specimens deform to more "
        "than 50% strain without fracture [5]. Unlike most refractory high-entropy alloys, "
        "it can be cold rolled; after cold rolling and annealing at 1000 \u00b0C the tensile "
        "yield strength is 1145 MPa and the ultimate tensile strength 1262 MPa [6].",
        TableSpec(
            caption="Properties of the refractory high-entropy alloy HfNbTaTiZr.",
            header=["Property", "Value", "Condition"],
            rows=[
                ["Crystal structure", "BCC, single phase", "HIP 1200 \u00b0C, 207 MPa, 3 h"],
                ["Lattice parameter", "3.404 \u00c5", "X-ray diffraction"],
                ["Density", "9.94 g/cm³", "measured"],
                ["Vickers microhardness", "3826 MPa", "room temperature"],
                ["Compressive yield strength", "929 MPa", "room temperature, HIP state"],
                ["Tensile yield strength", "1145 MPa", "cold rolled, annealed at 1000 \u00b0C"],
                ["Ultimate tensile strength", "1262 MPa", "cold rolled, annealed at 1000 \u00b0C"],
            ],
            widths=[0.36, 0.26, 0.38],
        ),
    ]),
    ("4. Discussion", [
        "The sequence FCC, FCC + BCC, BCC + B2 with increasing Al content follows the "
        "empirical valence electron concentration rule of Guo et al. [7]: FCC solid "
        "solutions are stable when the VEC is 8.0 or more, BCC solid solutions when it is "
        "below 6.87, and mixtures of FCC and BCC are found in between. Table 1 shows that the "
        "VEC of AlxCoCrFeNi falls from 8.25 at x = 0 to 6.50 at x = 2. The rule is only "
        "approximate: Al0.3CoCrFeNi, with a VEC of 7.88, is still single-phase FCC, and "
        "AlCoCrFeNi is BCC + B2 although its VEC of 7.20 lies in the mixed range. Kinetics "
        "and processing matter as well, because the FCC alloys with intermediate Al contents "
        "precipitate B2 or L1_2 particles on ageing.",
        "The steep rise of hardness across the duplex range is a direct consequence of the "
        "volume fraction of the hard BCC and B2 phases, which carry much more load than the "
        "soft FCC matrix. Alloys with a small Al content therefore offer formability, and "
        "alloys with x of 1 or more offer hardness and compressive strength at the expense "
        "of tensile ductility.",
        "The refractory alloy is both stronger and much denser than the AlxCoCrFeNi alloys. "
        "Its compressive yield strength of 929 MPa is lower than that of the refractory "
        "alloy VNbMoTaW, which has a room-temperature yield strength of 1246 MPa in "
        "compression [8], but HfNbTaTiZr is far more ductile, which makes it the reference "
        "refractory high-entropy alloy for tensile studies.",
    ]),
    ("5. Conclusions", [
        "(i) In AlxCoCrFeNi, Al0.3CoCrFeNi is single-phase FCC, alloys with x = 0.5 to 0.75 "
        "are duplex FCC + BCC, and alloys with x of 1.0 or more consist of BCC and B2 "
        "phases. (ii) The hardness increases steeply across the duplex range (Fig. 1). "
        "(iii) The VEC rule predicts the trend but not the exact phase boundaries. (iv) The "
        "refractory alloy TiZrNbHfTa is single-phase BCC with a = 3.404 \u00c5, a density of "
        "9.94 g/cm³ and a compressive yield strength of 929 MPa.",
    ]),
]
P4.references = [
    "T.-T. Shun, L.-Y. Chang, M.-H. Shiu, Microstructure and mechanical properties of "
    "multiprincipal component CoCrFeNiMox alloys, Mater. Charact. 70 (2012) 63\u201367.",
    "J.Y. He, H. Wang, H.L. Huang, X.D. Xu, M.W. Chen, Y. Wu, X.J. Liu, T.G. Nieh, K. An, "
    "Z.P. Lu, A precipitation-hardened high-entropy alloy with outstanding tensile "
    "properties, Acta Mater. 102 (2016) 187\u2013196.",
    "Y.-F. Kao, T.-J. Chen, S.-K. Chen, J.-W. Yeh, Microstructure and mechanical property of "
    "as-cast, -homogenized, and -deformed AlxCoCrFeNi (0 &lt;= x &lt;= 2) high-entropy alloys, "
    "J. Alloys Compd. 488 (2009) 57\u201364.",
    "W.-R. Wang, W.-L. Wang, S.-C. Wang, Y.-C. Tsai, C.-H. Lai, J.-W. Yeh, Effects of Al "
    "addition on the microstructure and mechanical property of AlxCoCrFeNi high-entropy "
    "alloys, Intermetallics 26 (2012) 44\u201351.",
    "O.N. Senkov, J.M. Scott, S.V. Senkova, D.B. Miracle, C.F. Woodward, Microstructure and "
    "room temperature properties of a high-entropy TaNbHfZrTi alloy, J. Alloys Compd. 509 "
    "(2011) 6043\u20136048.",
    "O.N. Senkov, S.L. Semiatin, Microstructure and properties of a refractory high-entropy "
    "alloy after cold working, J. Alloys Compd. 649 (2015) 1110\u20131123.",
    "S. Guo, C. Ng, J. Lu, C.T. Liu, Effect of valence electron concentration on stability of "
    "fcc or bcc phase in high entropy alloys, J. Appl. Phys. 109 (2011) 103505.",
    "O.N. Senkov, G.B. Wilks, J.M. Scott, D.B. Miracle, Mechanical properties of "
    "Nb25Mo25Ta25W25 and V20Nb20Mo20Ta20W20 refractory high entropy alloys, Intermetallics "
    "19 (2011) 698\u2013706.",
]

PAPERS = [P1, P2, P3, P4]


# ------------------------------------------------------------------- layout
def _page_decor(canvas, doc, short_title):
    canvas.saveState()
    y_head = PAGE_H - 40
    canvas.setFont("Helvetica", 8)
    canvas.drawString(MARGIN_L, y_head, JOURNAL)
    canvas.setFont("Helvetica-Oblique", 8)
    canvas.drawRightString(PAGE_W - MARGIN_R, y_head, short_title)
    canvas.setLineWidth(0.5)
    canvas.line(MARGIN_L, y_head - 5, PAGE_W - MARGIN_R, y_head - 5)
    canvas.line(MARGIN_L, 44, PAGE_W - MARGIN_R, 44)
    canvas.setFont("Helvetica", 8)
    canvas.drawCentredString(PAGE_W / 2, 32, f"Page {doc.page}")
    canvas.restoreState()


def _table_flowables(spec: TableSpec, number: int):
    cap = Paragraph(f"<b>Table {number}.</b> {spec.caption}", ST_TCAP)
    data = [[Paragraph(h, ST_CELL_HEAD) for h in spec.header]]
    data += [[Paragraph(c, ST_CELL) for c in row] for row in spec.rows]
    widths = [w * COL_W for w in spec.widths]
    assert sum(widths) <= COL_W + 0.01, spec.caption
    tbl = Table(data, colWidths=widths, repeatRows=1, hAlign="LEFT")
    tbl.setStyle(TableStyle([
        ("GRID", (0, 0), (-1, -1), 0.5, colors.black),
        ("BACKGROUND", (0, 0), (-1, 0), colors.Color(0.9, 0.9, 0.9)),
        ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ("LEFTPADDING", (0, 0), (-1, -1), 3),
        ("RIGHTPADDING", (0, 0), (-1, -1), 3),
        ("TOPPADDING", (0, 0), (-1, -1), 2),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 2.5),
    ]))
    return [KeepTogether([cap, tbl, Spacer(1, 8)])]


def _figure_flowables(spec: FigureSpec, number: int, tmpdir: Path, paper_no: int):
    png = tmpdir / f"paper{paper_no}_fig{number}.png"
    spec.draw(png)
    img = Image(str(png), width=COL_W, height=COL_W * spec.aspect)
    cap = Paragraph(f"<b>Fig. {number}.</b> {spec.caption}", ST_FCAP)
    return [KeepTogether([Spacer(1, 6), img, cap])]


def build_paper(paper: Paper, out_dir: Path, tmpdir: Path) -> Path:
    out = out_dir / paper.filename
    title_block = [
        Paragraph(paper.title, ST_TITLE),
        Paragraph(paper.authors, ST_AUTHORS),
        Paragraph("<super>a,b</super> " + paper.affiliation, ST_AFFIL),
        Paragraph(f"doi:10.5555/grag-sample.2026.{paper.number:03d}", ST_DOI),
        Paragraph("Abstract", ST_ABS_HEAD),
        Paragraph(paper.abstract, ST_ABSTRACT),
        Paragraph(paper.keywords, ST_KEYWORDS),
        HRFlowable(width="100%", thickness=0.6, color=colors.black, spaceBefore=2,
                   spaceAfter=0),
    ]
    title_h = 0.0
    for f in title_block:
        _, h = f.wrap(BODY_W, PAGE_H)
        title_h += h + f.getSpaceBefore() + f.getSpaceAfter()
    title_h += 4  # slack

    col_h_first = BODY_H - title_h - 12
    frames_first = [
        Frame(MARGIN_L, BODY_TOP - title_h, BODY_W, title_h, id="title",
              leftPadding=0, rightPadding=0, topPadding=0, bottomPadding=0),
        Frame(MARGIN_L, MARGIN_BOTTOM, COL_W, col_h_first, id="c1first",
              leftPadding=0, rightPadding=0, topPadding=0, bottomPadding=0),
        Frame(MARGIN_L + COL_W + GUTTER, MARGIN_BOTTOM, COL_W, col_h_first, id="c2first",
              leftPadding=0, rightPadding=0, topPadding=0, bottomPadding=0),
    ]
    frames_later = [
        Frame(MARGIN_L, MARGIN_BOTTOM, COL_W, BODY_H, id="c1",
              leftPadding=0, rightPadding=0, topPadding=0, bottomPadding=0),
        Frame(MARGIN_L + COL_W + GUTTER, MARGIN_BOTTOM, COL_W, BODY_H, id="c2",
              leftPadding=0, rightPadding=0, topPadding=0, bottomPadding=0),
    ]

    def decor(canvas, doc):
        _page_decor(canvas, doc, paper.short_title)

    doc = BaseDocTemplate(
        str(out), pagesize=letter, invariant=1,
        leftMargin=MARGIN_L, rightMargin=MARGIN_R, topMargin=MARGIN_TOP,
        bottomMargin=MARGIN_BOTTOM,
        title=paper.title.replace("\u2013", "-"), author=paper.authors.replace(
            "<super>a</super>", "").replace("<super>b</super>", ""),
        subject="G-RAG sample paper (test material)", creator="sample_papers/build.py",
        producer="ReportLab",
    )
    doc.addPageTemplates([
        PageTemplate(id="First", frames=frames_first, onPage=decor),
        PageTemplate(id="Later", frames=frames_later, onPage=decor),
    ])

    story = list(title_block)
    story += [NextPageTemplate("Later"), FrameBreak()]
    n_table = n_fig = 0
    for heading, blocks in paper.sections:
        # a heading moves to the next column if fewer than ~4 body lines would follow it;
        # (keepWithNext would instead drag the whole next paragraph along)
        story.append(CondPageBreak(70))
        story.append(Paragraph(heading, ST_H1))
        first_para = True
        for b in blocks:
            if isinstance(b, TableSpec):
                n_table += 1
                story += _table_flowables(b, n_table)
            elif isinstance(b, FigureSpec):
                n_fig += 1
                story += _figure_flowables(b, n_fig, tmpdir, paper.number)
            else:
                style = ST_BODY
                if first_para:
                    style = ParagraphStyle("body0", parent=ST_BODY, firstLineIndent=0)
                story.append(Paragraph(b, style))
                first_para = False
    story.append(CondPageBreak(70))
    story.append(Paragraph("References", ST_H1))
    for i, ref in enumerate(paper.references, 1):
        story.append(Paragraph(f"[{i}] {ref}", ST_REF))
    doc.build(story)
    return out


def main(argv=None) -> int:
    out_dir = HERE
    with tempfile.TemporaryDirectory() as td:
        for p in PAPERS:
            path = build_paper(p, out_dir, Path(td))
            print(f"wrote {os.path.relpath(path)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
