package dev.singletable.processor.validate;

import dev.singletable.processor.model.GeneratedKind;
import dev.singletable.processor.read.ItemTypeDeclaration;
import dev.singletable.processor.read.Location;
import dev.singletable.processor.read.NodeDeclaration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The rule over every record of the compilation: no generated type name reads as another record's.
 * A name one record (or table) generates may not be another record's name ({@code UserKeys} beside
 * {@code User}), nor a name another record (or table) generates ({@code OrderAsyncRepository} of
 * both {@code Order} and {@code OrderAsync}). In one package the two would not compile; in two they
 * would, and still read as each other's. Every {@link GeneratedKind} a record may generate counts,
 * whether this build generates it or not ({@code -Asingletable.async}, a typed update, an item
 * collection), so that turning an option on or adding a component never makes a clean build fail.
 * Records of one simple name generate the same names in their own packages: that is no clash
 * (within one table it is {@link Message#DUPLICATE_ENTITY_NAME}).
 */
public final class NameRules {

  private NameRules() {}

  /** A record or a table, as a generator of names: its records are those a finding about it goes on. */
  private record Owner(String description, String name, boolean table, List<ItemTypeDeclaration> records) {

    /** Whether {@code other} is this owner, or a record of the same simple name (which generates the same names). */
    boolean sameAs(Owner other) {
      return table == other.table && name.equals(other.name);
    }

    /** Where a finding about this owner goes on {@code record}: the type, or a table's {@code table} value. */
    Location at(ItemTypeDeclaration record) {
      return table ? record.tableAt() : RecordRules.type(record);
    }
  }

  /** One generated name and who generates it. */
  private record Claim(Owner owner, GeneratedKind kind) {}

  /**
   * {@code fresh} are the records read in this round that passed their own rules, {@code earlier} those
   * of the rounds before; the findings are on fresh records only, since the earlier ones may be
   * generated already.
   */
  public static List<Finding> check(List<? extends ItemTypeDeclaration> fresh,
      List<? extends ItemTypeDeclaration> earlier) {
    List<ItemTypeDeclaration> all = new ArrayList<>(earlier);
    all.addAll(fresh);
    Map<String, List<ItemTypeDeclaration>> named = new TreeMap<>();
    for (ItemTypeDeclaration record : all) {
      named.computeIfAbsent(record.simpleName(), n -> new ArrayList<>()).add(record);
    }
    Set<ItemTypeDeclaration> reportable = Collections.newSetFromMap(new IdentityHashMap<>());
    reportable.addAll(fresh);
    List<Finding> findings = new ArrayList<>();
    claims(all).forEach((name, claims) -> {
      for (Claim claim : claims) {
        Owner owner = claim.owner();
        for (ItemTypeDeclaration record : named.getOrDefault(name, List.of())) {
          String text = Message.GENERATED_NAME_CLASH.format(owner.description(), name, claim.kind().description(),
              "record " + record.qualifiedName() + " has that name",
              owner.table() ? "the record, or the table" : "one of the records");
          owner.records().forEach(generator -> report(findings, reportable, generator, owner.at(generator), text));
          report(findings, reportable, record, RecordRules.type(record), text);
        }
        for (Claim other : claims) {
          if (!other.owner().sameAs(owner)) {
            String text = Message.GENERATED_NAME_CLASH.format(owner.description(), name, claim.kind().description(),
                other.owner().description() + " generates it too (" + other.kind().description() + ")",
                owner.table() ? "one of the tables" : "one of the records");
            owner.records().forEach(generator -> report(findings, reportable, generator, owner.at(generator), text));
          }
        }
      }
    });
    return findings;
  }

  /** Every name each record and each table may generate, with who generates it, in name order. */
  private static Map<String, List<Claim>> claims(List<ItemTypeDeclaration> all) {
    Map<String, List<ItemTypeDeclaration>> tables = new LinkedHashMap<>();
    Map<String, List<Claim>> claims = new TreeMap<>();
    for (ItemTypeDeclaration record : all) {
      tables.computeIfAbsent(record.table(), t -> new ArrayList<>()).add(record);
      Owner owner = new Owner("record " + record.qualifiedName(), record.simpleName(), false, List.of(record));
      for (GeneratedKind kind : GeneratedKind.ofRecord(record instanceof NodeDeclaration)) {
        claims.computeIfAbsent(kind.simpleName(record.simpleName()), n -> new ArrayList<>()).add(new Claim(owner, kind));
      }
    }
    tables.forEach((table, records) -> {
      Owner owner = new Owner("table " + table, table, true, records);
      for (GeneratedKind kind : GeneratedKind.ofTable()) {
        claims.computeIfAbsent(kind.simpleName(table), n -> new ArrayList<>()).add(new Claim(owner, kind));
      }
    });
    return claims;
  }

  private static void report(List<Finding> findings, Set<ItemTypeDeclaration> reportable,
      ItemTypeDeclaration record, Location at, String text) {
    if (reportable.contains(record)) {
      findings.add(new Finding(record.element(), Message.GENERATED_NAME_CLASH, at, text));
    }
  }
}
