"""The property catalogue (core/matid/catalogue.toml) and its loader: what it holds, that it is consistent, the
lookups the recogniser uses, and that a malformed catalogue is refused with the entry and field named."""
from __future__ import annotations

import re
import time

import pytest

from core.matid import catalogue as cat
from core.matid.catalogue import CATEGORIES, CATALOGUE_PATH, KINDS, CatalogueError, catalogue, load

# ids that the code, tests and stored graphs already use (same meaning), those the SOFC-Exp slot mapping
# (eval/sofc_slots.toml) uses, and those of the other sub-fields the recogniser must know
EXISTING = """yield_strength ultimate_tensile_strength elongation hardness youngs_modulus shear_modulus twinning_stress crss
stacking_fault_energy hall_petch_slope friction_stress fracture_toughness grain_size density lattice_parameter
atomic_radius vec melting_temperature flow_stress strain_hardening equilibrium_pressure absorption_plateau_pressure
desorption_plateau_pressure enthalpy absorption_enthalpy desorption_enthalpy entropy absorption_entropy
desorption_entropy maximum_capacity reversible_capacity cell_volume crystallite_size particle_size
atomic_size_mismatch onset_temperature peak_temperature curie_temperature saturation_magnetisation coercivity
temperature_at_1_bar phase_fraction weight_fraction atomic_fraction volume_fraction molar_fraction
hydrogen_storage_capacity capacity_retention desorption_temperature""".split()
FUEL_CELL = """power_density open_circuit_voltage cell_voltage area_specific_resistance polarization_resistance
ohmic_resistance resistance electrical_conductivity ionic_conductivity current_density degradation_rate thickness
operating_time fuel_utilization""".split()
OTHER_FIELDS = """critical_temperature upper_critical_field lower_critical_field critical_current_density
penetration_depth coherence_length power_conversion_efficiency short_circuit_current_density fill_factor band_gap
specific_capacity discharge_capacity charge_capacity coulombic_efficiency energy_density seebeck_coefficient
figure_of_merit_zt thermal_conductivity electrical_resistivity power_factor remanence magnetic_moment
neel_temperature dielectric_constant thermal_expansion_coefficient specific_heat_capacity
glass_transition_temperature overpotential tafel_slope turnover_frequency mass_activity specific_surface_area
exchange_current_density activation_energy diffusion_coefficient carrier_concentration carrier_mobility
compressive_strength flexural_strength impact_toughness fatigue_strength creep_rate wear_rate corrosion_rate
corrosion_potential corrosion_current_density poissons_ratio bulk_modulus sound_velocity longitudinal_wave_velocity
hugoniot_elastic_limit spall_strength porosity relative_density dislocation_density phase_transition_temperature
solidus_temperature liquidus_temperature formation_enthalpy mixing_enthalpy mixing_entropy absorption_coefficient
refractive_index photoluminescence_quantum_yield exciton_binding_energy work_function""".split()

@pytest.fixture(scope="module")
def c():
    return catalogue()


def _ids(props) -> list[str]:
    return [p.id for p in props]


# --- what it holds ------------------------------------------------------------------------------------------------
def test_the_catalogue_loads_with_150_properties_and_every_required_id(c):
    assert len(c.properties) >= 150
    missing = [pid for pid in EXISTING + FUEL_CELL + OTHER_FIELDS if pid not in c.properties]
    assert missing == []


def test_every_category_is_used(c):
    assert set(c.categories) == set(CATEGORIES)
    assert all(c.categories[cat_] for cat_ in CATEGORIES), {k: len(v) for k, v in c.categories.items()}
    assert all(p.category in CATEGORIES for p in c.properties.values())


def test_existing_ids_keep_their_canonical_units(c):
    from core.matid.vocab import PROPERTIES
    for pid, (unit, _) in PROPERTIES.items():
        assert c.properties[pid].unit == unit, pid


def test_existing_names_still_name_the_same_property(c):
    """The names of vocab.PROPERTIES find the same id, except those moved to a property of their own."""
    from core.matid.vocab import PROPERTIES
    moved = {"solidus temperature": "solidus_temperature", "ionic radius": "ionic_radius", "ionic radii": "ionic_radius"}
    symbols = {"σ_y", "σy", "σys", "σ0.2", "σ_0", "σuts"}     # symbols, now in `symbols`
    for pid, (_, names) in PROPERTIES.items():
        for n in names:
            if n in symbols:
                assert pid in _ids(c.by_symbol(n)), n
            else:
                assert c.by_name(n) is not None and c.by_name(n).id == moved.get(n, pid), n


def _reads(unit: str) -> bool:
    """Does core.units read this spelling as a canonical unit?"""
    from core import units as U
    try:
        U.unit_dimension(unit)
    except ValueError:
        return False
    return U.canonical_unit(unit) == unit


def test_every_unit_has_the_declared_dimension(c):
    """Checked again here through core.units (pint), independently of the loader's own check; a unit core.units
    does not read yet (pending) with pint directly."""
    from core import units as U

    def dimension(unit):
        if _reads(unit) or unit == "":
            return U.unit_dimension(unit)
        assert unit in c.pending_units, unit
        return str(U.ureg().parse_units(cat._fallback_form(unit)).dimensionality)

    key = cat.dimension_key
    for p in c.properties.values():
        for u in (p.unit, *p.units):
            assert key(dimension(u)) == key(p.dimension), (p.id, u)
        for u in p.alt_units:
            assert key(dimension(u)) != key(p.dimension), (p.id, u)
    for k, cond in c.conditions.items():
        if cond.dimension:
            for u in (cond.unit, *cond.units):
                assert key(dimension(u)) == key(cond.dimension), (k, u)
    # the declared dimension is what pint prints for the canonical unit
    assert c.properties["yield_strength"].dimension == "[mass] / [length] / [time] ** 2"
    assert c.properties["hardness"].dimension == "[hardness_vickers]"
    assert c.properties["elongation"].dimension == "dimensionless"


def test_units_are_spelled_as_core_units_spells_them_or_declared_pending(c):
    used = set()
    for p in c.properties.values():
        used |= {p.unit, *p.units, *p.alt_units, p.bare_unit} - {""}
    for cond in c.conditions.values():
        used |= {cond.unit, *cond.units, *cond.alt_units} - {""}
    for h in c.head_nouns.values():
        used |= set(h.units) - {""}
    assert {u for u in used if not _reads(u)} == set(c.pending_units)    # pending: exactly those not read yet
    assert {u for u in c.pending_units if _reads(u)} == set()            # read now: no longer pending
    assert not cat._PINT_FALLBACK.keys() - c.pending_units               # no fallback for a unit core.units reads


def test_symbols_are_unique_within_a_category_and_synonyms_belong_to_one_property(c):
    seen_symbol: dict[tuple[str, str], str] = {}
    seen_name: dict[str, str] = {}
    for p in c.properties.values():
        for s in p.symbols:
            key = (p.category, cat.symbol_key(s))
            assert seen_symbol.setdefault(key, p.id) == p.id, (s, p.id, seen_symbol[key])
        for n in (p.name, *p.synonyms):
            key = cat.name_key(n)
            assert seen_name.setdefault(key, p.id) == p.id, (n, p.id, seen_name[key])


def test_no_symbol_of_a_fraction_reads_as_an_element():
    """A column "Cr (wt%)" is chromium's share: no dimensionless property may be written with an element's symbol."""
    from core.matid.vocab import ELEMENTS
    bad = [(p.id, s) for p in catalogue().properties.values() if p.dimension == "dimensionless"
           for s in p.symbols if s in ELEMENTS]
    assert bad == []


def test_ranges_are_in_order_and_kinds_known(c):
    for p in c.properties.values():
        assert p.range is None or p.range[0] <= p.range[1], p.id
        assert p.kind in ("", *KINDS), p.id
    assert sum(p.range is not None for p in c.properties.values()) == len(c.properties)


# --- lookups ------------------------------------------------------------------------------------------------------
def test_by_name(c):
    assert c.by_name("yield stress").id == "yield_strength"
    assert c.by_name("Yield Stresses").id == "yield_strength"            # any case, plural
    assert c.by_name("Young’s moduli").id == "youngs_modulus"            # typographic apostrophe, irregular plural
    assert c.by_name("stacking-fault energies").id == "stacking_fault_energy"
    assert c.by_name("Hall-Petch slope").id == "hall_petch_slope"        # hyphen for en dash
    assert c.by_name("capacity retention rate").id == "capacity_retention"
    assert c.by_name("open circuit voltage").id == "open_circuit_voltage"
    assert c.by_name("the colour of the sky") is None


def test_by_symbol(c):
    assert _ids(c.by_symbol("Tc", "K")) == ["critical_temperature"]
    assert _ids(c.by_symbol("S", "µV/K")) == ["seebeck_coefficient"]
    assert _ids(c.by_symbol("S", "J/(mol K)")) == ["entropy"]
    assert _ids(c.by_symbol("E", "GPa")) == ["youngs_modulus"]
    assert _ids(c.by_symbol("E", "MPa")) == ["youngs_modulus"]           # same dimension
    assert _ids(c.by_symbol("σ_{0.2}", "MPa")) == ["yield_strength"]     # subscript marks ignored
    assert _ids(c.by_symbol("K_IC", "MPa m^1/2")) == ["fracture_toughness"]
    assert _ids(c.by_symbol("∆Hdes", "kJ/mol")) == ["desorption_enthalpy"]   # increment sign for Delta
    assert _ids(c.by_symbol("Ms", "emu/g")) == ["saturation_magnetisation"]
    assert _ids(c.by_symbol("Ms", "°C")) == ["martensite_start_temperature"]
    assert _ids(c.by_symbol("ρ", "Ω cm")) == ["electrical_resistivity"]
    assert _ids(c.by_symbol("ρ", "g/cm³"))[0] == "density"
    assert _ids(c.by_symbol("η", "mV")) == ["overpotential"]
    assert _ids(c.by_symbol("η", "%"))[0] == "power_conversion_efficiency"
    # the property whose canonical unit it is comes first ("d" in Å: the d-spacing; in µm: particle size)
    assert _ids(c.by_symbol("d", "Å"))[0] == "interplanar_spacing"
    assert _ids(c.by_symbol("d", "µm"))[0] == "particle_size"
    assert _ids(c.by_symbol("a", "Å")) == ["lattice_parameter"] and _ids(c.by_symbol("V", "Å³")) == ["cell_volume"]
    assert c.by_symbol("Tc", "MPa") == [] and c.by_symbol("nonsense") == []
    # hardness is written in GPa too (an alternative unit): found, after the properties of that dimension
    assert "hardness" in _ids(c.by_symbol("H", "GPa"))
    assert _ids(c.by_symbol("PABS", "bar", fold_case=True)) == ["absorption_plateau_pressure"]


def test_by_dimension_and_implied_units(c):
    assert _ids(c.by_dimension("mJ/m²"))[0] == "stacking_fault_energy"
    assert "hardness" in _ids(c.by_dimension("GPa")) and _ids(c.by_dimension("GPa"))[0] == "youngs_modulus"
    assert _ids(c.by_dimension("µV/K")) == ["seebeck_coefficient"]
    implied = {u: c.implied_by(u).id for u in ("HV", "mJ/m²", "g/cm³", "MPa m^1/2", "MPa µm^1/2", "Å³",
                                               "kJ/mol", "J/(mol K)", "wt%", "at%", "vol%", "mol%")}
    assert implied == {"HV": "hardness", "mJ/m²": "stacking_fault_energy", "g/cm³": "density",
                       "MPa m^1/2": "fracture_toughness", "MPa µm^1/2": "hall_petch_slope", "Å³": "cell_volume",
                       "kJ/mol": "enthalpy", "J/(mol K)": "entropy", "wt%": "weight_fraction",
                       "at%": "atomic_fraction", "vol%": "volume_fraction", "mol%": "molar_fraction"}
    # a unit of many quantities names none of them: an ångström is a lattice parameter, a d-spacing, a bond length, a
    # van der Waals radius, a stacking distance
    assert c.implied_by("MPa") is None and c.implied_by("Å") is None


def test_plausible(c):
    assert c.plausible("critical_temperature", 39, "K") is True
    assert c.plausible("critical_temperature", 5000, "K") is False
    assert c.plausible("yield_strength", 0.35, "GPa") is True
    assert c.plausible("yield_strength", 350000, "MPa") is False
    assert c.plausible("melting_temperature", 1400, "°C") is True        # converted to K
    assert c.plausible("fill_factor", 0.78, "") is True                 # a fraction as a percentage
    assert c.plausible("atomic_size_mismatch", 5.2, "") is True          # a bare δ is in %
    assert c.plausible("yield_strength", (300, 400), "MPa") is True
    assert c.plausible("yield_strength", (300, 40000), "MPa") is False
    assert c.plausible("hardness", 5, "GPa") is None                     # another dimension: not converted
    assert c.plausible("capacity_retention_rate", 95, "%") is None       # open vocabulary: no range


def test_names_conditions_head_nouns(c):
    assert c.name_of("yield_strength") == "yield strength"
    assert c.name_of("capacity_retention_rate") == "capacity retention rate"
    assert c.condition_by_name("working temperature").key == "temperature_K"
    assert c.condition_by_name("hydrogen pressure").key == "pressure_bar"
    assert {"temperature_K", "pressure_bar", "strain_rate_per_s", "cycles", "grain_size_um", "loading_mode",
            "processing"} <= set(c.conditions)
    assert c.head_noun("capacities").fits("mAh/g") and c.head_noun("capacity").fits("wt%")
    assert not c.head_noun("temperature").fits("wt%") and c.head_noun("temperature").condition_alone
    assert c.head_noun("rate").fits("K/min") and c.head_noun("widget") is None


def test_vocabulary_tables(c):
    v = c.vocabulary
    assert set(v) == set(cat.VOCABULARY_TABLES)
    assert {"specimen", "specimens", "ingot", "ingots"} <= v["specimen_nouns"]          # plurals added
    assert {"octahedra", "octahedron"} <= v.structural_units
    assert {"HV0.1", "HV10", "HRC", "HK"} <= v.hardness_scales
    assert v.oxide_names["zirconia"] == "ZrO2" and "zirconia" in v["oxide_names"]
    assert v.has("count_nouns", "elements") and v.has("specimen_nouns", "Pellets")
    # journal names are no words of any table: a general rule handles them
    assert not {"rsc", "advances"} & set().union(*(v[t] for t in v))
    # the recogniser's rules read the catalogue's tables
    from core.matid import lexicon
    lexicon.words.cache_clear()
    assert "billet" in lexicon.words("specimen_nouns") and "coupon" in lexicon.words("specimen_nouns")


def test_no_setting_phrase_is_the_head_of_a_property_name(c):
    """A setting ("heating rate") is no property; no catalogued name may end with one."""
    settings = c.vocabulary["setting_phrases"]
    clash = [(p.id, n) for p in c.properties.values() for n in (p.name, *p.synonyms) for s in settings
             if cat.name_key(n) == cat.name_key(s) or cat.name_key(n).endswith(" " + cat.name_key(s))]
    assert clash == []


def test_loading_is_fast(tmp_path, monkeypatch):
    """Once the dimensions of its units are cached (the first load in a machine writes the cache: reading ~170 units
    through core.units and pint costs ~30 ms more), loading costs little more than parsing the TOML file: about 35 ms
    on an idle 2-core machine. Measured against the parse itself, in this process's CPU time, so that a busy machine
    (other processes on its cores) changes neither much."""
    import tomllib
    from core.units import ureg
    ureg()                                          # the registry is core.units', built once per process
    monkeypatch.setenv("GRAG_CACHE_DIR", str(tmp_path))
    load()
    assert list((tmp_path / "catalogue").glob("unit-dimensions-*.json"))
    text = CATALOGUE_PATH.read_text(encoding="utf-8")
    runs, parses = [], []
    for _ in range(9):
        cat.unit_dimension.cache_clear()
        cat.dimension_key.cache_clear()
        t = time.process_time()
        load()
        runs.append(time.process_time() - t)
        t = time.process_time()
        tomllib.loads(text)
        parses.append(time.process_time() - t)
    assert min(runs) < 2.2 * min(parses) + 0.005, (runs, parses)     # (with no cache: about 3 times the parse)


def test_the_dimension_cache_follows_the_text_and_survives_damage(tmp_path, monkeypatch):
    monkeypatch.setenv("GRAG_CACHE_DIR", str(tmp_path))
    text = CATALOGUE_PATH.read_text(encoding="utf-8")
    load(text=text, cache=True)
    load(text=text + "\n# another text\n", cache=True)
    files = sorted((tmp_path / "catalogue").glob("unit-dimensions-*.json"))
    assert len(files) == 2                          # one per text
    for f in files:
        f.write_text("{not json", encoding="utf-8")
    assert len(load(text=text, cache=True).properties) == len(catalogue().properties)
    # a cache can never hide a wrong dimension in a new text: the text is part of its key
    with pytest.raises(CatalogueError, match="'yield_strength'"):
        load(text=text.replace('units = ["GPa", "kPa", "ksi", "psi"]', 'units = ["GPa", "mm"]', 1), cache=True)


# --- a malformed catalogue is refused, naming the entry and the field ---------------------------------------------
_TEXT = CATALOGUE_PATH.read_text(encoding="utf-8")
_YS = '''id = "yield_strength"'''


def _broken(old: str, new: str) -> str:
    assert _TEXT.count(old) == 1, old
    return _TEXT.replace(old, new)


def _extra(body: str) -> str:
    return _TEXT + "\n[[property]]\n" + body


_OK = 'name = "fake"\ncategory = "mechanical"\nunit = "MPa"\ndimension = "[mass] / [length] / [time] ** 2"\n'


@pytest.mark.parametrize("text, message", [
    (_extra('id = "fake_strength"\n' + _OK + 'symbols = ["σy"]\n'),
     r"property 'fake_strength'.*'symbols'.*'σy'.*yield_strength.*mechanical"),
    (_broken('units = ["GPa", "kPa", "ksi", "psi"]\nrange = [0.01, 10000]\n\n[[property]]\nid = "ultimate',
             'units = ["GPa", "mm"]\nrange = [0.01, 10000]\n\n[[property]]\nid = "ultimate'),
     r"property 'yield_strength'.*'units'.*'mm'"),
    (_extra('id = "fake_strength"\nname = "fake"\ncategory = "mechanical"\nunit = "MPa"\ndimension = "[length]"\n'),
     r"property 'fake_strength'.*'dimension'"),
    (_extra('id = "fake_strength"\n' + _OK + 'colour = "red"\n'), r"property 'fake_strength'.*unknown field 'colour'"),
    (_extra('id = "fake_strength"\nname = "fake"\ncategory = "mechanical"\nunit = "MPa"\n'),
     r"property 'fake_strength'.*missing field 'dimension'"),
    (_extra('id = "yield_strength"\n' + _OK), r"property 'yield_strength'.*duplicate id"),
    (_extra('id = "fake_strength"\n' + _OK + 'synonyms = ["Yield Stress"]\n'),
     r"property 'fake_strength'.*'synonyms'.*'Yield Stress'.*yield_strength"),
    (_extra('id = "fake_strength"\n' + _OK.replace("mechanical", "culinary")),
     r"property 'fake_strength'.*'category'.*'culinary'"),
    (_extra('id = "fake_strength"\n' + _OK + 'range = [10, 1]\n'), r"property 'fake_strength'.*'range'.*low"),
    (_extra('id = "fake_strength"\n' + _OK + 'alt_units = ["GPa"]\n'),
     r"property 'fake_strength'.*'alt_units'.*'GPa'.*belongs in 'units'"),
    (_extra('id = "fake_strength"\n' + _OK + 'implied_by_units = ["MPa"]\n[[property]]\nid = "fake_two"\n' + _OK +
            'implied_by_units = ["MPa"]\n'), r"property 'fake_two'.*'implied_by_units'.*fake_strength"),
    (_extra('id = "Fake Strength"\n' + _OK), r"'id'.*snake_case"),
    (_extra('id = "fake_strength"\n' + _OK + 'spectra = ["absorption"]\n'),
     r"property 'fake_strength'.*'spectra' and 'features' go together"),
])
def test_a_broken_catalogue_is_refused(text, message):
    with pytest.raises(CatalogueError, match=message):
        load(text=text)


def test_broken_conditions_vocabulary_and_toml_are_refused():
    with pytest.raises(CatalogueError, match=r"condition 'temperature_K'.*'units'.*'bar'"):
        load(text=_broken('unit = "K"\ndimension = "[temperature]"\nunits = ["°C"]\n\n[[condition]]\nkey = "pressure_bar"',
                          'unit = "K"\ndimension = "[temperature]"\nunits = ["bar"]\n\n[[condition]]\nkey = "pressure_bar"'))
    with pytest.raises(CatalogueError, match=r"condition 'voltage_V'.*'as_value'.*'current_density'"):
        load(text=_broken('as_value = "voltage"', 'as_value = "current_density"'))     # a setting of another dimension
    with pytest.raises(CatalogueError, match=r"vocabulary 'specimen_nouns'.*lower case"):
        load(text=_broken('specimen_nouns = ["specimen",', 'specimen_nouns = ["Specimen",'))
    with pytest.raises(CatalogueError, match=r"vocabulary 'colours'.*unknown table"):
        load(text=_broken("[vocabulary]\n", '[vocabulary]\ncolours = ["red"]\n'))
    with pytest.raises(CatalogueError, match=r"not valid TOML"):
        load(text="[[property]\n")
    assert re.search(r"\[\[property\]\]", _TEXT)     # the file itself is untouched
    load(text=_TEXT)
