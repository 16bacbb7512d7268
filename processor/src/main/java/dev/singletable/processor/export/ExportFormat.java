package dev.singletable.processor.export;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The infrastructure exports written beside a table's model descriptor, each made from the descriptor
 * alone, each named for {@code -Asingletable.exports} by its {@link #option()}.
 */
public enum ExportFormat {
  CLOUDFORMATION_JSON("cloudformation-json", d -> "cloudformation.json", CloudFormation::json),
  CLOUDFORMATION_YAML("cloudformation-yaml", d -> "cloudformation.yaml", CloudFormation::yaml),
  TERRAFORM("terraform", d -> "terraform.tf", Terraform::write),
  CDK_TYPESCRIPT("cdk-typescript", d -> "cdk.ts", Cdk::typeScript),
  CDK_JAVA("cdk-java", d -> Cdk.javaClass(d) + ".java", Cdk::java),
  WORKBENCH("workbench", d -> "workbench.json", Workbench::write),
  ACCESS_PATTERNS("access-patterns", d -> "access-patterns.md", AccessPatternSheet::write);

  /** Every format, then {@code all} and {@code none}, as a message lists them. */
  public static final String ACCEPTED = Arrays.stream(values()).map(ExportFormat::option)
      .collect(Collectors.joining(", ")) + ", all, none";

  private final String option;
  private final Function<ModelDescriptor, String> fileName;
  private final Function<ModelDescriptor, String> writer;

  ExportFormat(String option, Function<ModelDescriptor, String> fileName, Function<ModelDescriptor, String> writer) {
    this.option = option;
    this.fileName = fileName;
    this.writer = writer;
  }

  /** Its name in {@code -Asingletable.exports}, e.g. {@code cloudformation-yaml}. */
  public String option() {
    return option;
  }

  /** The format named {@code option} (in any case, around it spaces), if there is one. */
  public static Optional<ExportFormat> named(String option) {
    String name = option.trim().toLowerCase(Locale.ROOT);
    return Arrays.stream(values()).filter(format -> format.option.equals(name)).findFirst();
  }

  /** The file's name in the table's folder, e.g. {@code cloudformation.yaml}, {@code SocialTableCdk.java}. */
  String fileName(ModelDescriptor descriptor) {
    return fileName.apply(descriptor);
  }

  String write(ModelDescriptor descriptor) {
    return writer.apply(descriptor);
  }
}
