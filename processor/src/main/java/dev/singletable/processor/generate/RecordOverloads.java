package dev.singletable.processor.generate;

import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.NameAllocator;
import com.squareup.javapoet.TypeName;
import dev.singletable.processor.model.EdgeModel;
import javax.lang.model.element.Modifier;

/**
 * {@code get(Follow)}, {@code exists(Follow)} and {@code delete(Follow)}: the id forms again for a
 * caller that holds the record, so that it need not unpack the ids.
 */
final class RecordOverloads {

  private RecordOverloads() {}

  // public Optional<Follow> get(Follow follow, ReadConsistency consistency) {
  //   Arguments.requireKey(follow, "FollowRepository.get", "follow", "Follow");
  //   return get(follow.follower(), follow.followee(), consistency);
  // }
  static MethodSpec of(EdgeModel edge, String name, TypeName returns, boolean withConsistency) {
    NameAllocator names = RepositoryGenerator.names(edge);
    String value = names.get("value");
    String consistency = names.get("consistency");
    TypeName sourceType = edge.source().component().type();
    TypeName targetType = edge.target().component().type();
    CodeBlock.Builder arguments = CodeBlock.builder()
        .add("$N.$N(), $N.$N()", value, edge.source().component().name(), value, edge.target().component().name());
    MethodSpec.Builder method = MethodSpec.methodBuilder(name)
        .addModifiers(Modifier.PUBLIC)
        .returns(returns)
        .addParameter(edge.record(), value);
    if (withConsistency) {
      method.addParameter(RuntimeTypes.READ_CONSISTENCY, consistency)
          .addJavadoc("As {@link #$L($T, $T, $T)}", name, sourceType, targetType, RuntimeTypes.READ_CONSISTENCY);
      arguments.add(", $N", consistency);
    } else {
      method.addJavadoc("As {@link #$L($T, $T)}", name, sourceType, targetType);
    }
    return method
        .addJavadoc("\nwith the ids of {@code $N}; its other components are ignored.\n\n", value)
        .addJavadoc("@throws dev.singletable.runtime.InvalidKeyException if {@code $N} or one of its ids is null\n",
            value)
        .addStatement(ArgumentChecks.key(edge, ArgumentChecks.method(edge.repositoryClass(), name), value))
        .addStatement("return $N($L)", name, arguments.build())
        .build();
  }
}
