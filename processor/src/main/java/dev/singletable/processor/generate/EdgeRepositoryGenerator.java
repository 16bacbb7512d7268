package dev.singletable.processor.generate;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.TypeSpec;
import dev.singletable.processor.model.EdgeCounter;
import dev.singletable.processor.model.EdgeModel;
import dev.singletable.processor.model.ListingModel;
import dev.singletable.processor.model.Names;
import dev.singletable.processor.model.TableModel;
import java.util.List;

/**
 * Writes {@code FollowRepository}, or in the {@link Flavor#ASYNC} flavor {@code FollowAsyncRepository}:
 * a subclass of the runtime's {@code EdgeRepository} (or {@code AsyncEdgeRepository}), which holds the
 * operations on records, their checks and the batches. The subclass adds only what needs the record's
 * types: get, exists and delete by ids ({@link KeyedMethods}), the typed update ({@link UpdateMethods})
 * the listings from both ends ({@link ListingMethods}) and of its {@code @Index}es ({@link IndexListings}),
 * each a one-line call of the base. For an
 * edge that nodes count, it hands the base an {@code EdgeCounting} (so that create and delete write the
 * counters in the same transaction) and adds a recount per counter ({@link CountingMethods}). An edge
 * with an inverted index gets {@code reshard()} ({@link ReshardMethod}), one with {@code @Index}es
 * {@code backfill()} ({@link BackfillMethod}).
 */
public final class EdgeRepositoryGenerator extends SourceFileGenerator<EdgeModel> {
  private final TableModel table;
  private final Flavor flavor;

  /** The generator of the repositories of {@code table}'s edges, in {@code flavor}. */
  public EdgeRepositoryGenerator(TableModel table, Flavor flavor) {
    this.table = table;
    this.flavor = flavor;
  }

  @Override
  ClassName className(EdgeModel edge) {
    return flavor.repository(edge);
  }

  // Reads and writes {@link Follow} edges: {@code PK = ACTOR#<follower>}, ... is {@link EdgeRepository}'s.
  @Override
  CodeBlock javadoc(EdgeModel edge) {
    return CodeBlock.builder()
        .add("Reads and writes {@link $T} edges:\n$L\n", edge.record(), edge.keys().describe())
        .add("What it does with records, and how it refuses bad input, is {@link $T}'s.\n", flavor.baseClass())
        .build();
  }

  // extends EdgeRepository<Follow>: BY_FOLLOWER, BY_FOLLOWEE (the indexes' specs, COUNTING), the constructors,
  // get/exists/delete by ids, update, the listings (the indexes' listings, the recounts), reshard(), (backfill())
  @Override
  void addMembers(EdgeModel edge, TypeSpec.Builder type) {
    List<EdgeCounter> counters = table.countersOf(edge);
    type.superclass(flavor.base(edge));
    edge.listings().forEach(listing -> type.addFields(EdgeListings.fields(edge, listing)));
    IndexListings.addFields(type, edge);
    EdgeListings.addSortedFields(type, edge);
    if (!counters.isEmpty()) {
      type.addField(CountingMethods.field(edge, counters));
    }
    ClassName self = flavor.repository(edge);
    type.addMethod(RepositoryConstructors.defaults(flavor))
        .addMethod(RepositoryConstructors.withSettings(self, flavor, "; batches and cursors follow {@code settings}.\n"))
        .addMethod(tableConstructor(edge, !counters.isEmpty()));
    KeyedMethods.addTo(type, edge, flavor);
    UpdateMethods.addTo(type, edge, flavor);
    int number = 0;
    for (ListingModel listing : edge.listings()) {
      if (listing.inverted() && edge.invertedSort().isPresent()) {
        IndexListings.addInverted(type, edge, flavor);
      } else {
        type.addMethods(ListingMethods.methods(edge, listing, number, flavor));
      }
      number += listing.specFields().size();
    }
    IndexListings.addMethods(type, edge, number, flavor);
    CountingMethods.addTo(type, edge, counters, flavor);
    ReshardMethod.addTo(type, edge, flavor);
    BackfillMethod.addTo(type, edge, flavor);
  }

  // public FollowRepository(Wiring table) {
  //   super(RepositoryWiring.edge(table, FollowMapper.INSTANCE, "FollowRepository", "Follow", "follow", "follows",
  //       COUNTING, BY_FOLLOWER, BY_FOLLOWEE));   (null for an edge no node counts; then the indexes' specs)
  // }
  private MethodSpec tableConstructor(EdgeModel edge, boolean counted) {
    CodeBlock.Builder listings = CodeBlock.builder();
    edge.listings().forEach(listing -> listing.specFields().forEach(field -> listings.add(",$W$N", field)));
    listings.add(IndexListings.wiring(edge));
    listings.add(EdgeListings.sortedWiring(edge));
    return RepositoryConstructors.overTable(flavor.table(table))
        .addStatement("super($T.edge(table,$W$T.INSTANCE,$W$S, $S, $S, $S,$W$L$L))", RuntimeTypes.REPOSITORY_WIRING,
            edge.mapperClass(), flavor.repository(edge).simpleName(), edge.entity(),
            Names.decapitalize(edge.entity()), edge.plural(), counted ? CountingMethods.FIELD : "null",
            listings.build())
        .build();
  }
}
