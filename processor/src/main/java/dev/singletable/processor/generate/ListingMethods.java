package dev.singletable.processor.generate;

import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.NameAllocator;
import com.squareup.javapoet.ParameterizedTypeName;
import dev.singletable.processor.model.EdgeModel;
import dev.singletable.processor.model.KeyModel;
import dev.singletable.processor.model.ListingModel;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import javax.lang.model.element.Modifier;

/**
 * The repository's listing from one end, named by its {@link ListingModel}: {@code followsOfFollower}
 * queries the base table, {@code followsOfFollowee} the inverted index. Each is one method that gives
 * the runtime's {@code Listing} (or {@code AsyncListing}) of the end's partition, whose {@code page},
 * {@code stream} and {@code count} read it; the method is one call of the runtime base class.
 */
final class ListingMethods {

  private ListingMethods() {}

  // followsOfFollower(follower); of a composite sort key also historyOfTicket(ticket, Range<Status> status),
  // historyOfTicket(ticket, status), historyOfTicket(ticket, status, Range<Instant> at)
  /**
   * The listing's methods, the first numbered {@code number} in the repository's wiring: the whole
   * listing, and of a composite sort key the overloads over its further specs ({@link #sorted}).
   */
  static List<MethodSpec> methods(EdgeModel edge, ListingModel listing, int number, Flavor flavor) {
    List<MethodSpec> methods = new ArrayList<>(List.of(method(edge, listing, number, flavor)));
    if (!listing.prefixFields().isEmpty()) {
      methods.add(sorted(edge, listing, number, 0, true, flavor));
      for (int fixed = 1; fixed < edge.targets().size(); fixed++) {
        methods.add(sorted(edge, listing, number + fixed, fixed, false, flavor));
        methods.add(sorted(edge, listing, number + fixed, fixed, true, flavor));
      }
    }
    return List.copyOf(methods);
  }

  // public Listing<Follow> followsOfFollower(String follower) {
  //   return listing(0, FollowKeys.sourceKey(follower), "followsOfFollower");
  // }
  // (asynchronously AsyncListing<Follow>, and the key made by a supplier: () -> FollowKeys.sourceKey(follower))
  static MethodSpec method(EdgeModel edge, ListingModel listing, int number, Flavor flavor) {
    boolean inverted = listing.inverted();
    NameAllocator names = RepositoryNames.of(edge);
    KeyModel end = inverted ? edge.target() : edge.source();
    String id = names.get(end);
    CodeBlock partition = flavor.deferred(
        CodeBlock.of("$T.$L($N)", edge.keysClass(), inverted ? "targetKey" : "sourceKey", id));
    return MethodSpec.methodBuilder(listing.methodName())
        .addModifiers(Modifier.PUBLIC)
        .returns(flavor.listing(edge.record()))
        .addParameter(end.component().type(), id)
        .addJavadoc("$L", describe(edge, inverted))
        .addStatement("return listing($L,$W$L,$W$S)", number, partition, listing.methodName())
        .build();
  }

  // public Listing<TicketStep> historyOfTicket(String ticket, Status status, Range<Instant> at) {
  //   return listing(1, TicketStepKeys.sourceKey(ticket), TicketStepKeys.sortKeyPrefix(status), at, "historyOfTicket");
  // }
  // (no range: Range.all(); no fixed component: null for the prefix; async: each key made by a supplier)
  /**
   * The listing from the source of a composite sort key with its first {@code fixed} components equal
   * to the arguments, and, when {@code ranged}, the next one in a {@code Range}: one call of the base's
   * ranged {@code listing}, through spec {@code number}, which sorts by that next component.
   */
  private static MethodSpec sorted(EdgeModel edge, ListingModel listing, int number, int fixed, boolean ranged,
      Flavor flavor) {
    NameAllocator names = RepositoryNames.of(edge);
    String id = names.get(edge.source());
    MethodSpec.Builder method = MethodSpec.methodBuilder(listing.methodName())
        .addModifiers(Modifier.PUBLIC)
        .returns(flavor.listing(edge.record()))
        .addParameter(edge.source().component().type(), id)
        .addJavadoc("$L", describe(edge, fixed, ranged));
    List<KeyModel> leading = edge.targets().subList(0, fixed);
    leading.forEach(part -> method.addParameter(part.component().type(), names.get(part)));
    KeyModel next = edge.targets().get(fixed);
    if (ranged) {
      method.addParameter(ParameterizedTypeName.get(RuntimeTypes.RANGE, next.component().type().box()), names.get(next));
    }
    CodeBlock partition = flavor.deferred(CodeBlock.of("$T.sourceKey($N)", edge.keysClass(), id));
    CodeBlock prefix = fixed == 0 ? CodeBlock.of("null") : flavor.deferred(CodeBlock.of("$T.$N($L)",
        edge.keysClass(), KeysMembers.SORT_KEY_PREFIX,
        leading.stream().map(part -> CodeBlock.of("$N", names.get(part))).collect(CodeBlock.joining(", "))));
    CodeBlock range = ranged ? CodeBlock.of("$N", names.get(next)) : CodeBlock.of("$T.all()", RuntimeTypes.RANGE);
    return method.addStatement("return listing($L,$W$L,$W$L,$W$L,$W$S)", number, partition, prefix, range,
            listing.methodName())
        .build();
  }

  /**
   * "The TicketStep edges from {@code ticket} with this {@code status}, whose {@code at} is in the given
   * range, in {@code at} order (a Query on the table): ...", wrapped.
   */
  private static String describe(EdgeModel edge, int fixed, boolean ranged) {
    List<KeyModel> targets = edge.targets();
    String conditions = (fixed == 0 ? "" : " with " + IndexKeyMethods.fixedText(
        targets.subList(0, fixed).stream().map(KeyModel::component).toList()))
        + (!ranged ? "" : (fixed == 0 ? "" : ",") + " whose {@code " + targets.get(fixed).component().name()
            + "} is in the given range");
    return JavadocText.wrap("The " + edge.entity() + " edges from {@code " + edge.source().component().name() + "}"
        + conditions + ", in " + order(targets.subList(fixed, targets.size())) + " order (a Query on the table):"
        + " read them a page at a time ({@code page}), all of them ({@code stream}), or count them ({@code count})."
        + " Sends nothing until one of those is called.");
  }

  /** {@code followee}, or of a composite sort key {@code status, then at}. */
  private static String order(List<KeyModel> sorts) {
    return sorts.stream().map(sort -> sort.component().name()).collect(Collectors.joining(", then "));
  }

  /**
   * "The Follow edges from {@code follower}, in followee order (a Query on the table): its {@code page},
   * {@code stream} and {@code count}."
   */
  private static String describe(EdgeModel edge, boolean inverted) {
    String from = (inverted ? edge.target() : edge.source()).component().name();
    String to = inverted ? edge.source().component().name() : order(edge.targets());
    int shards = edge.invertedIndexShards();
    String where = !inverted ? "a Query on the table"
        : shards > 1 ? "a Query on each of the " + shards + " shards of index " + edge.invertedIndex().orElseThrow()
            + ", merged in order,\neventually consistent"
        : "a Query on index " + edge.invertedIndex().orElseThrow() + ", eventually consistent";
    return "The " + edge.entity() + " edges " + (inverted ? "into" : "from") + " {@code " + from + "}, in "
        + to + " order\n(" + where + "): read them a page at a time ({@code page}), all of them\n"
        + "({@code stream}), or count them ({@code count}). Sends nothing until one of those is called.\n";
  }
}
