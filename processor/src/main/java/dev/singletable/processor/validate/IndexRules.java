package dev.singletable.processor.validate;

import dev.singletable.layout.Layout;
import dev.singletable.processor.model.KeyTemplate;
import dev.singletable.processor.model.Names;
import dev.singletable.processor.read.ComponentDeclaration;
import dev.singletable.processor.read.EdgeDeclaration;
import dev.singletable.processor.read.IndexDeclaration;
import dev.singletable.processor.read.ItemTypeDeclaration;
import dev.singletable.processor.read.Location;
import dev.singletable.processor.read.NodeDeclaration;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import javax.lang.model.SourceVersion;

/**
 * The rules of a record's {@code @Index}es on their own: a DynamoDB index name that the record keys
 * once, key templates whose parts name its ids and attributes of sortable types, each once per index
 * (two for a global index, the sort template alone for a local one, which is never unique), and a
 * listing name no other method of its repository has.
 */
final class IndexRules {

  private static final Pattern INDEX_NAME = Pattern.compile("[A-Za-z0-9_.-]{3,255}");

  private IndexRules() {}

  /** Whether {@code name} is a name DynamoDB takes for an index. */
  static boolean validName(String name) {
    return INDEX_NAME.matcher(name).matches();
  }

  /** {@code otherMethods} are the names of the repository's other listings and generated methods. */
  static void check(List<Finding> findings, ItemTypeDeclaration item, Set<String> otherMethods) {
    Set<String> names = new HashSet<>();
    Set<String> listings = new HashSet<>(otherMethods);
    String inverted = item instanceof EdgeDeclaration edge ? edge.invertedIndex() : "";
    for (IndexDeclaration index : item.indexes()) {
      if (!validName(index.name())) {
        findings.add(Finding.of(item.element(), Message.INVALID_INDEX_NAME, index.nameAt(), "name of an @Index",
            item.simpleName(), RecordRules.escape(index.name())));
      } else if (index.name().equals(inverted) || !names.add(index.name())) {
        findings.add(Finding.of(item.element(), Message.REPEATED_INDEX, index.nameAt(), item.simpleName(),
            index.name(), index.name().equals(inverted) ? "as its inverted index" : "with another @Index"));
      }
      Set<String> used = new HashSet<>();
      partition(findings, item, index, used);
      template(findings, item, describe(item, index), "sort", index.sort(), index.sortAt(), used);
      if (index.local() && index.unique()) {
        findings.add(Finding.of(item.element(), Message.UNIQUE_LOCAL_INDEX, index.uniqueAt(), basePartition(item),
            describe(item, index)));
      }
      listing(findings, item, index, listings);
    }
  }

  /** A global index's partition template; none for a local one. */
  private static void partition(List<Finding> findings, ItemTypeDeclaration item, IndexDeclaration index,
      Set<String> used) {
    if (index.local() && !index.partition().isEmpty()) {
      findings.add(Finding.of(item.element(), Message.LOCAL_INDEX_PARTITION, index.partitionAt(),
          describe(item, index), RecordRules.escape(index.partition()), basePartition(item)));
    } else if (!index.local() && index.partition().isEmpty()) {
      String component = item.components().stream().filter(c -> c.counter() == null && c.version() == null
              && c.source() == null && c.target() == null && c.nodeId() == null)
          .map(ComponentDeclaration::name).findFirst().orElse("component");
      findings.add(Finding.of(item.element(), Message.MISSING_INDEX_PARTITION, index.partitionAt(),
          describe(item, index), component.substring(0, 1).toLowerCase(Locale.ROOT), component));
    } else if (!index.local()) {
      template(findings, item, describe(item, index), "partition", index.partition(), index.partitionAt(), used);
    }
  }

  /** "PK = ORDER#<orderId>": the base partition a local index of {@code item} shares, for messages. */
  static String basePartition(ItemTypeDeclaration item) {
    String prefix = item instanceof EdgeDeclaration edge ? edge.source() : ((NodeDeclaration) item).prefix();
    String id = item.components().stream().filter(c -> item instanceof EdgeDeclaration ? c.source() != null
            : c.nodeId() != null)
        .map(ComponentDeclaration::name).findFirst().orElse(item instanceof EdgeDeclaration ? "source" : "id");
    return Layout.PK + " = " + prefix + Layout.DELIMITER + "<" + id + ">";
  }

  /** "@Index GSI2 of Order", for messages. */
  static String describe(ItemTypeDeclaration item, IndexDeclaration index) {
    return "@Index " + index.name() + " of " + item.simpleName();
  }

  /**
   * An edge's {@code invertedIndexSort}: a template as an index sort key's, whose parts are neither
   * end (the target is the index partition, the source ends the sort key).
   */
  static void invertedSort(List<Finding> findings, EdgeDeclaration edge, Set<String> ends) {
    template(findings, edge, "the inverted index of " + edge.simpleName(), "invertedIndexSort",
        edge.invertedIndexSort(), edge.invertedIndexSortAt(), new HashSet<>(ends));
  }

  /**
   * One template's syntax and parts; {@code used} holds the components of the index's templates so
   * far. {@code index} describes the index, as {@link #describe} does.
   */
  private static void template(List<Finding> findings, ItemTypeDeclaration item, String index,
      String member, String text, Location at, Set<String> used) {
    KeyTemplate.Parsed parsed = KeyTemplate.parse(text);
    if (parsed.template() == null) {
      invalid(findings, item, index, member, text, at,
          String.format(parsed.problem(), parsed.part() == null ? "" : RecordRules.escape(parsed.part())));
      return;
    }
    for (String name : parsed.template().components()) {
      Optional<ComponentDeclaration> component = item.components().stream().filter(c -> c.name().equals(name))
          .findFirst();
      if (component.isEmpty() || component.get().counter() != null || component.get().version() != null) {
        findings.add(Finding.of(item.element(), Message.UNKNOWN_TEMPLATE_COMPONENT, at, member,
            index, RecordRules.escape(name), unusable(item, component), usable(item)));
      } else if (!used.add(name)) {
        invalid(findings, item, index, member, text, at, "{" + name + "} is a part of this index already");
      } else if (component.get().type().kind().canBeAttribute() && !component.get().type().kind().canBeKeyPart()) {
        findings.add(Finding.of(item.element(), Message.UNORDERED_KEY_COMPONENT, at, member, index,
            RecordRules.qualified(item, component.get()), component.get().type().display()));
      }
    }
  }

  private static void invalid(List<Finding> findings, ItemTypeDeclaration item, String index,
      String member, String text, Location at, String problem) {
    findings.add(Finding.of(item.element(), Message.INVALID_KEY_TEMPLATE, at, member, index,
        RecordRules.escape(text), problem));
  }

  /** Why a named component cannot be a part: there is none, or it changes without a put. */
  private static String unusable(ItemTypeDeclaration item, Optional<ComponentDeclaration> component) {
    if (component.isEmpty()) {
      return "but " + item.simpleName() + " has no component of that name";
    }
    return component.get().counter() != null ? "a @Counter, which its edges change without a put"
        : "the @Version, which every write changes without a put";
  }

  /** "orderId, customer, product": the components a template may name. */
  private static String usable(ItemTypeDeclaration item) {
    return item.components().stream().filter(c -> c.counter() == null && c.version() == null)
        .map(ComponentDeclaration::name).collect(Collectors.joining(", "));
  }

  /** A Java identifier that no other listing or method of the repository has; {@code taken} gains it. */
  private static void listing(List<Finding> findings, ItemTypeDeclaration item, IndexDeclaration index,
      Set<String> taken) {
    String listing = index.listing();
    String member = "listing of @Index " + index.name();
    if (!SourceVersion.isIdentifier(listing) || SourceVersion.isKeyword(listing)) {
      findings.add(Finding.of(item.element(), Message.INVALID_LISTING_NAME, index.listingAt(), member,
          item.simpleName(), RecordRules.escape(listing), ""));
    } else if (Names.REPOSITORY_METHODS.contains(listing) || !taken.add(listing)) {
      findings.add(Finding.of(item.element(), Message.LISTING_NAME_TAKEN, index.listingAt(), member,
          item.simpleName(), listing, listing));
    }
  }
}
